// The render plan is read once per plan file (every route of a render asks for it), and read again
// when the file is another one or has changed: a warm worker renders many publishes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_PLAN_ENV, renderPlan, type RenderPlan } from './render-plan.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-plan-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const plan = (project: string[]): RenderPlan => ({ project, news: [], lists: {}, keptPaths: [] });
const write = (file: string, p: RenderPlan) => fs.writeFileSync(file, JSON.stringify(p));

describe('renderPlan', () => {
  it('answers null without a plan, the plan of the file named, and a changed or other file anew', () => {
    expect(renderPlan({})).toBeNull();
    const first = path.join(dir, 'a.json');
    write(first, plan(['lake-villas']));
    expect(renderPlan({ [RENDER_PLAN_ENV]: first })?.project).toEqual(['lake-villas']);
    expect(renderPlan({ [RENDER_PLAN_ENV]: first })).toBe(renderPlan({ [RENDER_PLAN_ENV]: first }));
    write(first, plan(['harbour-homes-phase-two']));
    expect(renderPlan({ [RENDER_PLAN_ENV]: first })?.project).toEqual(['harbour-homes-phase-two']);
    const second = path.join(dir, 'b.json');
    write(second, plan(['other-villas-phase-two']));
    expect(renderPlan({ [RENDER_PLAN_ENV]: second })?.project).toEqual(['other-villas-phase-two']);
  });
});
