/**
 * What a task says to creators about people in its files (tasks/{id}.people): on every task's
 * card and details, so a table of its own, apart from the release step's words.
 */
export const peopleMessages = {
  peopleNoneNote: 'No one who can be identified may appear in your files.',
  peopleWithReleaseNote:
    'People who can be identified may appear in your files if each of them signs a release before you submit.',
} as const;
