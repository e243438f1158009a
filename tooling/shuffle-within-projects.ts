/**
 * Vitest's file order. Unshuffled, Vitest's own (a project's files together, the longest first).
 * Shuffled (`--sequence.shuffle`), the projects in a random order and each project's files in a
 * random order, from the run's seed: the files stay together by project, because a project that
 * runs file after file in one worker (`isolate: false`, the screen projects) reuses that worker
 * only for a next file of its own. Vitest's random order, which mixes every project's files,
 * started a worker for almost every file and made the shuffled run half as slow again.
 * What shuffling is for is kept: within a worker, any file may follow any other.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { mulberry32 } from './mulberry32.mjs';

function shuffled<T>(items: T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export class ShuffleWithinProjects extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (!shuffle) return super.sort(files);
    const random = mulberry32(seed);
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
      const project = byProject.get(file.project.name);
      if (project) project.push(file);
      else byProject.set(file.project.name, [file]);
    }
    const projects = shuffled([...byProject.keys()].sort(), random);
    return projects
      .flatMap((name) => shuffled(byProject.get(name)!, random))
      .sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder);
  }
}
