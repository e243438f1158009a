import styled from 'styled-components';
import type { OrderSample } from '@groundtruth/domain/order-samples';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { colorVars, fontSizes, radii, space } from '@groundtruth/ui-kit';
import { useSampleFile } from '../api/get-sample-file';

const Viewer = styled.div`
  video,
  img {
    display: block;
    max-width: 100%;
    max-height: 60vh;
    border-radius: ${radii.md};
  }
  audio {
    width: 100%;
  }
  pre {
    margin: 0;
    max-height: 40vh;
    overflow: auto;
    padding: ${space[3]};
    border: 1px solid ${colorVars.border};
    border-radius: ${radii.md};
    font-size: ${fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * One opened sample, in place: its bytes read now (not with the list) through the Storage SDK,
 * then a picture shown, a video or recording played with the browser's controls, text shown as
 * text, anything else offered to download under its sample name.
 */
export function SampleViewer({ sample }: { /** The sample opened. */ sample: OrderSample }) {
  const file = useSampleFile(sample);
  if (file.isPending) return <p role="status">{words.loadingSample(sample.name)}</p>;
  if (file.isError) return <p role="alert">{words.failedLoadSample}</p>;
  const shown = file.data;
  return (
    <Viewer>
      {shown.kind === 'text' ? (
        <pre tabIndex={0} aria-label={sample.name}>
          {shown.text}
        </pre>
      ) : sample.kind === 'image' ? (
        <img src={shown.url} alt={sample.name} />
      ) : sample.kind === 'video' ? (
        <video src={shown.url} controls preload="metadata" aria-label={sample.name} />
      ) : sample.kind === 'audio' ? (
        <audio src={shown.url} controls preload="metadata" aria-label={sample.name} />
      ) : (
        <a href={shown.url} download={sample.name}>
          {words.downloadSample(sample.name)}
        </a>
      )}
    </Viewer>
  );
}
