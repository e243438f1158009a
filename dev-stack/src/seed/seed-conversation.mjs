// The demo's conversation (functions/src/threads): support sends Maya's notes for the
// morning-sounds task back (needs changes), Maya asks what the review means and support answers,
// so the thread is open and waits for her. Through the callables, with fixed request ids, so a
// second seed finds the thread and both messages.

/** Sends back Maya's birdsong submission and writes the conversation about it. */
export async function seedConversation({ client, callables, people, submissions, review }) {
  const { call } = client;
  await client.signIn(people.support.email);
  await review(
    'maya:birdsong',
    'needs_changes',
    'The task asks for the sound recording itself; please upload the audio file, not notes about it.',
    'requirements_not_met',
  );
  await client.signIn(people.maya.email);
  const { threadId } = await call(callables.startThread, {
    subject: 'My morning sounds were sent back',
    text: 'What does this review mean? I wrote down everything I heard at dawn. Should I record it instead?',
    submissionId: submissions['maya:birdsong'],
    requestId: 'demo-thread-maya-birdsong',
  });
  await client.signIn(people.support.email);
  await call(callables.postMessage, {
    threadId,
    text: 'Yes: the task is the recording itself. Record five minutes of morning sounds and submit the audio file; your notes can go in the notes field.',
    requestId: 'demo-thread-maya-birdsong-answer',
  });
}
