/**
 * What the sandbox's engine is built from, made at build time in Node: the R4 StructureDefinitions
 * and SearchParameters as the FHIR reference shows them (its corrections of the package's changes
 * to R4), cut down to the fields @medplum/core's indexes and validator read, and the seed (every
 * resource of the sample record and of the sandbox seed files), and its CapabilityStatement. The plugin writes it as one static
 * asset for the browser; the Node tests call the same function, so both run on the same data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brand, type BrandUrls } from '../../data/brand';
import type { SandboxData, SeedResource } from '../../sandbox/engine/data';
import { siteCapabilityStatement } from '../fhir-reference/capability';
import {
  loadDefinitions,
  r4StructureDefinitionBundle,
  type ElementDefinition,
  type StructureDefinition,
} from '../fhir-reference/definitions';

/** Where the seed comes from: Bundles of type collection, each resource kept with its id. */
export const SEED_DIRS = ['src/data/sampleRecord', 'src/data/sandboxSeed'] as const;

const FHIR_TYPE_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/structuredefinition-fhir-type';

type Json = Record<string, unknown>;

/** The value of every `fixed[x]` / `pattern[x]` element: the validator compares them. */
const FIXED_OR_PATTERN = /^(?:fixed|pattern)[A-Z]/;

/**
 * One element as the schema parser (@medplum/core's `parseStructureDefinition`) and validator read
 * it; prose (definition, comment, mapping, example…) is what made the definitions megabytes.
 */
function element(e: ElementDefinition & Json): Json {
  const kept: Json = { path: e.path };
  for (const key of ['id', 'min', 'max', 'contentReference', 'sliceName', 'isSummary'] as const) {
    if (e[key] !== undefined) kept[key] = e[key];
  }
  if (e.base) kept.base = e.base;
  const slicing = e.slicing as Json | undefined;
  if (slicing)
    kept.slicing = { discriminator: slicing.discriminator, ordered: slicing.ordered, rules: slicing.rules };
  if (e.type) {
    kept.type = e.type.map((t) => {
      const fhirType = t.extension?.filter((ext) => ext.url === FHIR_TYPE_EXTENSION);
      const profile = (t as Json).profile;
      return {
        code: t.code,
        ...(t.targetProfile ? { targetProfile: t.targetProfile } : {}),
        ...(profile ? { profile } : {}),
        ...(fhirType && fhirType.length > 0 ? { extension: fhirType } : {}),
      };
    });
  }
  if (e.constraint) {
    const constraint = (e.constraint as Json[])
      // `ele-1` (every element has a value or children) is checked by the validator's own code.
      .filter((c) => c.expression && c.key !== 'ele-1')
      .map((c) => ({ key: c.key, severity: c.severity, expression: c.expression, human: c.human }));
    if (constraint.length > 0) kept.constraint = constraint;
  }
  if (e.binding?.strength === 'required' && e.binding.valueSet) {
    kept.binding = { strength: 'required', valueSet: e.binding.valueSet };
  }
  for (const key of Object.keys(e)) if (FIXED_OR_PATTERN.test(key)) kept[key] = e[key];
  return kept;
}

function structure(sd: StructureDefinition): Json {
  return {
    resourceType: 'StructureDefinition',
    url: sd.url,
    name: sd.name,
    type: sd.type,
    kind: sd.kind,
    abstract: sd.abstract,
    ...(sd.derivation ? { derivation: sd.derivation } : {}),
    snapshot: { element: sd.snapshot.element.map((e) => element(e as ElementDefinition & Json)) },
  };
}

/** Every resource of every collection Bundle in the seed folders, in file order. */
export function readSeed(siteDir: string): SeedResource[] {
  return SEED_DIRS.flatMap((dir) => {
    const folder = path.join(siteDir, dir);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .flatMap((file) => {
        const bundle = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
          resourceType?: string;
          entry?: { resource?: SeedResource }[];
        };
        if (bundle.resourceType !== 'Bundle') throw new Error(`sandbox seed: ${dir}/${file} is not a Bundle`);
        return (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
      });
  });
}

/**
 * The sandbox's data: definitions, seed, and the CapabilityStatement its `metadata` answers with
 * (the one /docs/interoperable shows, for the API at `urls.fhirApi`: what the docs' first call reads).
 */
export function sandboxData(siteDir: string, urls: BrandUrls = brand.defaultUrls): SandboxData {
  const { search } = loadDefinitions();
  return {
    structureDefinitions: r4StructureDefinitionBundle().entry.map(({ resource }) => structure(resource)),
    searchParameters: search.map((sp) => ({
      resourceType: 'SearchParameter',
      url: sp.url,
      code: sp.code,
      base: sp.base,
      type: sp.type,
      ...(sp.expression ? { expression: sp.expression } : {}),
      ...((sp as unknown as Json).target ? { target: (sp as unknown as Json).target } : {}),
    })),
    seed: readSeed(siteDir),
    capabilityStatement: siteCapabilityStatement(
      siteDir,
      urls,
    ) as unknown as SandboxData['capabilityStatement'],
  };
}
