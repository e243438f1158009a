// Every suite starts with the checks on reviewers it expects (review-checks.ts), not the defaults,
// which hold a share of rejections back for a second opinion.
import { beforeAll } from 'vitest';
import { setReviewChecks } from './review-checks';

beforeAll(() => setReviewChecks());
