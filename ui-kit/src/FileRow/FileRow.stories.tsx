import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FileRow } from './FileRow';

const meta = {
  title: 'Components/FileRow',
  component: FileRow,
  tags: ['autodocs'],
  args: { name: 'street-sounds.mp3', size: 1572864 },
} satisfies Meta<typeof FileRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('street-sounds.mp3')).toBeInTheDocument();
    await expect(canvas.getByText('1.50 MB')).toBeInTheDocument();
  },
};

const onDownload = fn();

export const WithDownload: Story = {
  args: {
    action: (
      <Button
        size="small"
        variant="outline"
        aria-label="Download street-sounds.mp3"
        onClick={onDownload}
      >
        Download
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onDownload.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Download street-sounds.mp3' }),
    );
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

/** The submit page's picker: each chosen file with its size and a Remove button. */
export const PickerList: Story = {
  render: function Render() {
    const [files, setFiles] = useState([
      { name: 'take-1.mp4', size: 52428800 },
      { name: 'notes.txt', size: 2048 },
    ]);
    return (
      <ul
        style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 480 }}
        aria-label="Chosen files"
      >
        {files.map((f) => (
          <FileRow
            key={f.name}
            as="li"
            name={f.name}
            size={f.size}
            action={
              <Button
                size="small"
                variant="ghost"
                aria-label={`Remove ${f.name}`}
                onClick={() => setFiles((list) => list.filter((x) => x.name !== f.name))}
              >
                Remove
              </Button>
            }
          />
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('50.00 MB')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove take-1.mp4' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('0.00 MB')).toBeInTheDocument();
  },
};
