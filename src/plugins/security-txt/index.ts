/**
 * Writes /.well-known/security.txt (RFC 9116) into the build, from the brand module,
 * so the contact, canonical URL and policy link always match the site being built.
 * `Expires` is set 180 days after the build: RFC 9116 asks for less than a year.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand } from '../../data/brand';

const VALID_DAYS = 180;

export function securityTxt(siteUrl: string, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `# Security contact for ${brand.company}. See ${siteUrl}/security for our disclosure policy.`,
    `Contact: mailto:${brand.emails.security}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}/security#vulnerability-disclosure`,
    '',
  ].join('\n');
}

export default function securityTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-txt',
    async postBuild({ outDir }) {
      const dir = path.join(outDir, '.well-known');
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'security.txt'), securityTxt(context.siteConfig.url));
    },
  };
}
