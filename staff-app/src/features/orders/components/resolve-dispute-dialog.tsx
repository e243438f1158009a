import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { escrowBalanceOf, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';
import {
  MAX_DISPUTE_REASON,
  MAX_REDO_ITEMS,
  type DisputeResolution,
} from '@groundtruth/domain/order-delivery';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { Button, Dialog, Select, TextField, Textarea, space } from '@groundtruth/ui-kit';
import { useResolveDispute, type ResolveDisputeInput } from '../api/resolve-dispute';

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const FORM_ID = 'resolve-dispute-form';

const resolutionOptions = [
  { value: 'redo', label: words.resolutionRedo },
  { value: 'refund', label: words.resolutionRefund },
];

/** What the form holds, as typed. */
export interface ResolveValues {
  resolution: DisputeResolution;
  redoCount: string;
  refund: string;
  note: string;
}

type ResolveErrors = Partial<Record<'redoCount' | 'refund' | 'note', string>>;

/**
 * The resolution as resolveOrderDispute takes it, or what is wrong with each field: a redo of a
 * whole number of items (at least 1), a refund in dollars of at most what the escrow holds, and a
 * note in every case.
 */
export function resolutionOf(
  orderId: string,
  values: ResolveValues,
  balanceCents: number,
): { input: ResolveDisputeInput } | { errors: ResolveErrors } {
  const errors: ResolveErrors = {};
  const note = values.note.trim();
  if (!note) errors.note = words.noteRequired;
  else if (note.length > MAX_DISPUTE_REASON) errors.note = words.problemTooLong(MAX_DISPUTE_REASON);
  let redoCount: number | undefined;
  let refundCents: number | undefined;
  if (values.resolution === 'redo') {
    const typed = values.redoCount.trim();
    redoCount = Number(typed);
    if (!/^\d+$/.test(typed) || redoCount < 1 || redoCount > MAX_REDO_ITEMS)
      errors.redoCount = words.redoCountInvalid;
  } else {
    const cents = parseDollarsToCents(values.refund);
    if (cents === null || cents <= 0) errors.refund = words.refundInvalid;
    else if (cents > balanceCents) errors.refund = words.refundTooLarge(formatCents(balanceCents));
    else refundCents = cents;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      orderId,
      resolution: values.resolution,
      note,
      ...(values.resolution === 'redo' ? { redoCount } : { refundCents }),
    },
  };
}

/**
 * Resolve on a disputed order (admins): redo (more items, at the platform's cost) or refund (at
 * most the escrow's balance), with a note the customer reads; checked here before the call, which
 * checks again. Mounted once per opening; closes once resolved.
 */
export function ResolveDisputeDialog({
  order,
  orderId,
  onClose,
}: {
  /** The disputed order. */
  order: DatasetOrder;
  /** Its id. */
  orderId: string;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const resolve = useResolveDispute();
  const balance = escrowBalanceOf(order.escrow);
  const [values, setValues] = useState<ResolveValues>({
    resolution: 'redo',
    redoCount: '1',
    refund: '',
    note: '',
  });
  const [errors, setErrors] = useState<ResolveErrors>({});
  const set = (field: keyof ResolveValues) => (value: string) =>
    setValues((was) => ({ ...was, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = resolutionOf(orderId, values, balance);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    resolve.mutate(checked.input, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || resolve.isPending ? undefined : onClose())}
      title={words.resolveTitle(order.title)}
      description={words.resolveIntro(formatCents(balance))}
      footer={
        <>
          <Button onClick={onClose} disabled={resolve.isPending}>
            {words.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={resolve.isPending}>
            {words.resolve}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={submit} noValidate>
        <Select
          label={words.resolutionLabel}
          options={resolutionOptions}
          value={values.resolution}
          onChange={(event) => set('resolution')(event.target.value)}
        />
        {values.resolution === 'redo' ? (
          <TextField
            label={words.redoCountLabel}
            inputMode="numeric"
            required
            value={values.redoCount}
            error={errors.redoCount}
            onChange={(event) => set('redoCount')(event.target.value)}
          />
        ) : (
          <TextField
            label={words.refundLabel}
            inputMode="decimal"
            required
            value={values.refund}
            error={errors.refund}
            onChange={(event) => set('refund')(event.target.value)}
          />
        )}
        <Textarea
          label={words.noteLabel}
          required
          rows={4}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note')(event.target.value)}
        />
      </Form>
    </Dialog>
  );
}
