export { FileRow, type FileRowProps } from './FileRow';
export { formatMegabytes } from './format';
