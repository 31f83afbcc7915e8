// Journeys and budgets drive Debian's Chromium; a machine without it gets it from apt-get (never a downloaded browser).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.info('Chromium is missing: installing it with apt-get…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium > /dev/null`, {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromium)) throw new Error(`apt-get finished but ${chromium} is still missing`);
}
