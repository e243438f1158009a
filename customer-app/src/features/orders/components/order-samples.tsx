import { useId, useState } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { formatBytes } from '@groundtruth/domain/dataset-exports';
import type { OrderSample } from '@groundtruth/domain/order-samples';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { LoadError } from '@groundtruth/platform/screen-parts';
import {
  Button,
  EmptyState,
  Skeleton,
  colorVars,
  fontSizes,
  radii,
  space,
} from '@groundtruth/ui-kit';
import { useOrderSamples } from '../api/get-order-samples';
import { Part } from './order-facts';
import { SampleViewer } from './sample-viewer';

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${colorVars.border};
  border-radius: ${radii.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[4]};

  h3 {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** One sample: its name, kind, size and task; Open shows it in place, reading its bytes then. */
function SampleItem({ sample }: { /** The sample. */ sample: WithId<OrderSample> }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const viewerId = useId();
  return (
    <Item aria-labelledby={titleId}>
      <Row>
        <div>
          <h3 id={titleId}>{sample.name}</h3>
          <Muted>
            {words.sampleFacts(
              words.sampleKindLabels[sample.kind],
              formatBytes(sample.size_bytes),
              sample.task_title,
            )}
          </Muted>
        </div>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={open ? viewerId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? words.closeSample(sample.name) : words.openSample(sample.name)}
        </Button>
      </Row>
      {open ? (
        <div id={viewerId}>
          <SampleViewer sample={sample} />
        </div>
      ) : null}
    </Item>
  );
}

/**
 * A paid order's samples: a handful of its approved files, listed live (a sample the job adds
 * appears without a reload), each opened in place; only the list is read up front.
 */
export function OrderSamples({ orderId }: { /** The order. */ orderId: string }) {
  const samples = useOrderSamples(orderId, true);
  return (
    <Part aria-labelledby="order-samples">
      <h2 id="order-samples">{words.samplesTitle}</h2>
      <Muted>{words.samplesIntro}</Muted>
      {samples.isError ? (
        <LoadError
          message={words.failedLoadSamples}
          retrying={samples.isRefetching}
          onRetry={() => void samples.refetch()}
        />
      ) : samples.isPending ? (
        <Skeleton label={words.loadingSamples} count={2} height={56} />
      ) : samples.data.length === 0 ? (
        <EmptyState title={words.noSamples} />
      ) : (
        <List aria-label={words.samplesTitle}>
          {samples.data.map((sample) => (
            <SampleItem key={sample.id} sample={sample} />
          ))}
        </List>
      )}
    </Part>
  );
}
