/**
 * `organizations/{orgId}`: a customer's company (dataset-orders.ts). Its people are users with
 * role `customer` and `organization_id` on their users and user_roles documents. A module of its
 * own, so the staff's Users screen reads an organisation's name without the order schemas.
 */
import { timestampSchema } from './timestamp';
import { z } from './zod';

export const organizationSchema = z.object({
  name: z.string(),
  created_at: timestampSchema,
});
export type Organization = z.infer<typeof organizationSchema>;
