/**
 * Global teardown: stops the server tests/e2e-consent/build.setup.ts started for the consent
 * build, if it started one (a teardown, not a test: it checks nothing).
 */
import fs from 'node:fs';
import { CONSENT_SERVER_PID_FILE } from './consent-build';

export default function stopConsentServer(): void {
  if (!fs.existsSync(CONSENT_SERVER_PID_FILE)) return;
  const pid = Number(fs.readFileSync(CONSENT_SERVER_PID_FILE, 'utf8'));
  fs.rmSync(CONSENT_SERVER_PID_FILE);
  try {
    // The whole process group the setup started: npx and the server under it.
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
