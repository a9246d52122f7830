import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aptPackages, checkWorkflow, readmeTestCommand } from './check-workflow.ts';

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const workflow = readFileSync(resolve(root, '.github/workflows/ci.yml'), 'utf8');

describe('check-workflow', () => {
  it('passes the workflow as committed', () => {
    expect(checkWorkflow(workflow, readme)).toEqual([]);
  });

  it('reads package names across continued lines and flags', () => {
    expect(
      aptPackages('sudo apt-get update\nsudo apt-get install -y -qq \\\n  ffmpeg tesseract-ocr && echo ok'),
    ).toEqual(['ffmpeg', 'tesseract-ocr']);
    expect(aptPackages('apt install -y chromium-browser || apt install -y chromium')).toEqual([
      'chromium-browser',
      'chromium',
    ]);
  });

  it("finds the README's test command", () => {
    expect(readmeTestCommand(readme)).toBe('npm test');
  });

  it('fails the old workflow: the snap-only browser, an unknown package, no Playwright browser, another test command', () => {
    const old = workflow
      .replace('ffmpeg tesseract-ocr', 'ffmpeg chromium-browser fonts-made-up tesseract-ocr')
      .replace(/install --with-deps chromium/, 'install chromium')
      .replace('run: npm test', 'run: pnpm exec vitest run');
    const problems = checkWorkflow(old, readme).join('\n');
    expect(problems).toMatch(/"chromium-browser" — on Ubuntu a transitional package/);
    expect(problems).toMatch(/"fonts-made-up" is not a known Ubuntu 24.04 package/);
    expect(problems).toMatch(/no step installs Playwright's Chromium/);
    expect(problems).toMatch(/no step runs the README's test command "npm test"/);
    expect(checkWorkflow(workflow.replace('ubuntu-24.04', 'ubuntu-22.04'), readme).join()).toMatch(
      /runs-on should be ubuntu-24.04/,
    );
  });
});
