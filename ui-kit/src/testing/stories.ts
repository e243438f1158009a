import { expect, it } from 'vitest';
import { axeViolations } from './axe';

interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  load: () => Promise<void>;
}

/**
 * One test per story: render it, run its `play` function (portable stories' `run()`), then
 * check the whole document with axe (portals such as dialogs and toasts live outside the canvas).
 */
export function testStories(stories: Record<string, RunnableStory>) {
  it.each(Object.entries(stories))(
    'story %s renders, plays and has no axe violations',
    async (_name, Story) => {
      const canvasElement = document.createElement('div');
      document.body.appendChild(canvasElement);
      try {
        await Story.run({ canvasElement });
        expect(await axeViolations(document.body)).toEqual([]);
      } finally {
        // load() first runs the previous render's cleanups, which unmounts the story (and its portals).
        await Story.load();
        canvasElement.remove();
      }
    },
  );
}
