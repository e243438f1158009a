import { useState } from 'react';
import styled from 'styled-components';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Button, colorVars, fontSizes, space, useToast } from '@groundtruth/ui-kit';
import { useExportPayouts } from '../api/export-payouts';
import type { PayoutFilters } from '../payouts-keys';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
`;

const Progress = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** Export CSV of the payouts the filter shows, with the rows exported so far announced. */
export function ExportPayoutsButton({ filters }: { filters: PayoutFilters }) {
  const { toast } = useToast();
  const [rows, setRows] = useState<number | null>(null);
  const exporter = useExportPayouts(setRows);

  const onExport = () => {
    setRows(0);
    exporter.mutate(filters, {
      onSuccess: (result) => {
        setRows(null);
        toast({ title: staffMessages.exportFinished(result.rows), variant: 'success' });
      },
      onError: (error) => {
        setRows(null);
        console.error('[payouts] export failed', error);
        toast({
          title: messages.errorTitle,
          description: staffMessages.failedExportPayouts,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Wrap>
      <Progress role="status">{rows === null ? '' : staffMessages.exportedRows(rows)}</Progress>
      <Button variant="outline" onClick={onExport} loading={exporter.isPending}>
        Export CSV
      </Button>
    </Wrap>
  );
}
