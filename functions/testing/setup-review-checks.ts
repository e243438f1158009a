// Every suite starts with the checks on reviewers it expects (review-checks.ts): a suite before it
// may have deleted the settings document, whose defaults hold a share of rejections back.
import { beforeAll } from 'vitest';
import { setReviewChecks } from './review-checks';

beforeAll(() => setReviewChecks());
