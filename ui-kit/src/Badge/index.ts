export { Badge, StatusBadge, type BadgeProps, type StatusBadgeProps } from './Badge';
export { humanize, statusKinds, statusLabel, type StatusKind, type StatusValue } from './status';
