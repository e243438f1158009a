import { describe, expect, it, vi } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { call } from '@groundtruth/firebase-web/functions';
import { callLazily } from './call-lazily';

// The Functions emulator is not part of this suite: `call` (firebase-web's wire call) is the
// stand-in; what is checked is which registry entry and input reach it.
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

describe('callLazily', () => {
  it('should call the registry entry it picks with the input, and return its answer', async () => {
    vi.mocked(call).mockResolvedValueOnce({ acceptanceId: 't1_u1' });
    await expect(callLazily((c) => c.acceptTask, { taskId: 't1' })).resolves.toEqual({
      acceptanceId: 't1_u1',
    });
    expect(call).toHaveBeenLastCalledWith(callables.acceptTask, { taskId: 't1' });
  });

  it('should serve calls made together from one load', async () => {
    vi.mocked(call).mockImplementation(async (_entry, input) => input);
    const inputs = ['a', 'b', 'c'].map((id) => ({
      submissionId: id,
      decision: 'approved' as const,
    }));
    const answers = await Promise.all(inputs.map((i) => callLazily((c) => c.reviewSubmission, i)));
    expect(answers).toEqual(inputs);
    for (const input of inputs) {
      expect(call).toHaveBeenCalledWith(callables.reviewSubmission, input);
    }
  });

  it("should pass the server's refusal on unchanged", async () => {
    const refusal = Object.assign(new Error('This task has no open slots left'), {
      code: 'functions/failed-precondition',
    });
    vi.mocked(call).mockRejectedValueOnce(refusal);
    await expect(callLazily((c) => c.acceptTask, { taskId: 't2' })).rejects.toBe(refusal);
  });
});
