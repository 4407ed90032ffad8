/**
 * The CapabilityStatement that /docs/interoperable shows, generated from the same sources as
 * the API reference (src/data/fhirSupport.ts for what Sanoria supports, the R4 definitions for
 * the search parameters), so the two cannot disagree. tests/unit/fhir-reference.spec.ts
 * validates it as FHIR R4.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandUrls } from '../../data/brand';
import { interactions, modifiersFor, supportFor, systemOperations } from '../../data/fhirSupport';
import { loadDefinitions, type SearchParameter } from './definitions';

/**
 * The resource types the abridged statement keeps: the two the page has always shown, and
 * AuditEvent, whose read-only interactions the guides state (no client can change the trail).
 */
export const ABRIDGED_TYPES = ['Patient', 'Observation', 'AuditEvent'] as const;

/** `_include` values for a type: every reference parameter of its own. */
export const includesFor = (type: string, search: readonly SearchParameter[]): string[] =>
  search
    .filter((sp) => sp.base.includes(type) && sp.type === 'reference')
    .map((sp) => `${type}:${sp.code}`)
    .sort();

export function capabilityStatement(
  search: readonly SearchParameter[],
  options: { version: string; fhirBaseUrl: string },
): fhir4.CapabilityStatement {
  const resource = ABRIDGED_TYPES.map((type): fhir4.CapabilityStatementRestResource => {
    const support = supportFor(type);
    const params = search.filter((sp) => sp.base.includes(type)).sort((a, b) => a.code.localeCompare(b.code));
    return {
      type,
      profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
      supportedProfile: support.profiles.map((p) => p.url),
      interaction: support.interactions.map((code) => ({ code })),
      versioning: 'versioned-update',
      readHistory: true,
      updateCreate: support.interactions.includes('update'),
      conditionalCreate: support.conditional,
      conditionalUpdate: support.conditional,
      conditionalDelete: support.conditional ? 'single' : 'not-supported',
      searchInclude: includesFor(type, search),
      // R4's searchParam has no element for modifiers: its documentation names them.
      searchParam: params.map((sp) => ({
        name: sp.code,
        definition: sp.url,
        type: sp.type,
        documentation: `Modifiers: ${modifiersFor(sp.type, sp.code)
          .map((m) => `:${m}`)
          .join(' ')}`,
      })),
      operation: support.operations.map((op) => ({ name: op.name, definition: op.definition })),
    };
  });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2025-11-18T06:00:00+00:00',
    publisher: 'Sanoria Health Ltd.',
    kind: 'instance',
    software: { name: 'Sanoria', version: options.version },
    implementation: { description: 'Sanoria FHIR R4 API', url: options.fhirBaseUrl },
    fhirVersion: '4.0.1',
    format: ['json', 'xml'],
    patchFormat: ['application/json-patch+json'],
    implementationGuide: [
      'http://hl7.org/fhir/smart-app-launch/ImplementationGuide/hl7.fhir.uv.smart-app-launch',
      'http://hl7.org/fhir/uv/bulkdata/ImplementationGuide/hl7.fhir.uv.bulkdata',
    ],
    rest: [
      {
        mode: 'server',
        security: {
          cors: true,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                  display: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description:
            'OAuth 2.0 with SMART App Launch 2.x. Endpoints are published at .well-known/smart-configuration.',
        },
        resource,
        interaction: [
          { code: 'transaction' },
          { code: 'batch' },
          { code: 'search-system' },
          { code: 'history-system' },
        ],
        operation: systemOperations.map((op) => ({ name: op.name, definition: op.definition })),
      },
    ],
  };
}

/** Every interaction code is one CapabilityStatement allows on a resource (a type-check guard). */
export const restInteractions: readonly fhir4.CapabilityStatementRestResourceInteraction['code'][] =
  interactions;

/** The statement this site shows: the site's version (package.json) and its configured API URL. */
export function siteCapabilityStatement(siteDir: string, urls: BrandUrls): fhir4.CapabilityStatement {
  const { version } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return capabilityStatement(loadDefinitions().search, { version, fhirBaseUrl: urls.fhirApi });
}
