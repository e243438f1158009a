/**
 * One chart drawn with uPlot, in its own chunk: the page loads it on demand, so the
 * staff screens' first load does not carry the library. The canvas is focusable: the arrow keys
 * (and Home/End) move the cursor from point to point, and a live region reads out the point's
 * values, which are the numbers the table view lists.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { pointLabel, type ChartSpec } from './chart-spec';

// The part of uPlot's stylesheet (dist/uPlot.min.css) these charts use: the apps bundle no CSS
// files, and the legend is drawn by the page instead of uPlot.
const Plot = styled.div`
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: inherit;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    background: rgba(0, 0, 0, 0.07);
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed #607d8b;
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed #607d8b;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.focus};
    outline-offset: 2px;
  }
`;

const Readout = styled.p`
  min-height: 1.5em;
  margin: ${space[2]} 0 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const HEIGHT = 220;
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The readout of point `i`: "Nov 25, 2026: Approved 3, Rejected 1". */
function describePoint(spec: ChartSpec, i: number): string {
  const values = spec.series.map((s) => `${s.label} ${spec.format(s.values[i] ?? null)}`);
  return `${pointLabel(spec, spec.x[i]!)}: ${values.join(', ')}`;
}

function options(
  spec: ChartSpec,
  width: number,
  onPoint: (i: number | null) => void,
): uPlot.Options {
  const bars = spec.kind === 'bars' ? uPlot.paths.bars!({ size: [0.7, 24] }) : undefined;
  const money = spec.id === 'payouts';
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => spec.yRange ?? [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        incrs: [1, 2, 7, 14, 28, 56, 91],
        values: (_u, splits) =>
          splits.map((i) =>
            Number.isInteger(i) && spec.x[i]
              ? shortDay.format(new Date(`${spec.x[i]}T00:00:00Z`))
              : '',
          ),
        stroke: '#59636e',
      },
      {
        incrs: money
          ? [100, 500, 1000, 5000, 10_000, 50_000, 100_000, 500_000, 1_000_000]
          : undefined,
        values: (_u, splits) =>
          splits.map((v) =>
            money
              ? `$${(v / 100).toLocaleString('en-US')}`
              : spec.id === 'review-time'
                ? `${v} h`
                : `${v}`,
          ),
        stroke: '#59636e',
        size: 64,
      },
    ],
    series: [
      {},
      ...spec.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        fill: bars ? s.color : undefined,
        paths: bars,
        points: { show: !bars },
      })),
    ],
    hooks: { setCursor: [(u) => onPoint(u.cursor.idx ?? null)] },
  };
}

/** The chart of `spec`, as wide as its container. */
export default function UPlotChart({ spec }: { spec: ChartSpec }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [point, setPoint] = useState<number | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      spec.x.map((_, i) => i),
      ...spec.series.map((s) => s.values.map((v) => v)),
    ];
    const u = new uPlot(options(spec, el.clientWidth || 600, setPoint), data, el);
    plot.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [spec]);

  const moveTo = (i: number) => {
    const u = plot.current;
    const last = spec.x.length - 1;
    const at = Math.min(last, Math.max(0, i));
    if (u) u.setCursor({ left: u.valToPos(at, 'x'), top: HEIGHT / 2 });
    setPoint(at);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = point ?? spec.x.length - 1;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step !== undefined) moveTo(point === null ? current : current + step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(spec.x.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Plot
        ref={host}
        role="img"
        tabIndex={0}
        aria-label={`${spec.title}. Use the arrow keys to read each ${spec.period}.`}
        onKeyDown={onKeyDown}
      />
      <Readout role="status">{point === null ? '' : describePoint(spec, point)}</Readout>
    </>
  );
}
