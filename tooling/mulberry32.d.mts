/** mulberry32: the next number in [0, 1) of the sequence `seed` starts, at each call. */
export function mulberry32(seed: number): () => number;
