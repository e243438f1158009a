/** dataset_exports: the progress of each dataset export, written only here. */
import { collections } from '@groundtruth/domain/collections';
import { datasetExportSchema } from '@groundtruth/domain/dataset-exports';
import { repository } from './base';

export const datasetExports = repository(collections.datasetExports, datasetExportSchema);
