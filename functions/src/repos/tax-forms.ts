/** tax_forms/{formId} (every signed form) and tax_profiles/{uid} (the current one, summarised). */
import { collections } from '@groundtruth/domain/collections';
import { taxFormSchema, taxProfileSchema } from '@groundtruth/domain/tax-forms';
import { repository } from './base';

export const taxForms = repository(collections.taxForms, taxFormSchema);
export const taxProfiles = repository(collections.taxProfiles, taxProfileSchema);
