/**
 * What the reference's pages link to the sandbox with: an example query for each search
 * parameter, and the id its interaction links use. Generated at build time, never listed by
 * hand: a value is read from the sandbox's seed (the resources the reader's sandbox starts with)
 * by evaluating the parameter's own FHIRPath expression, so the query finds something; where the
 * type is not seeded, or the seed has no value there, the value is one of the parameter's type
 * (a code from the element's value set, a date, a reference to a seeded resource…).
 */
import { evalFhirPath } from '@medplum/core';
import type { SearchParamType } from '../../data/fhirSupport';
import type { SeedResource } from '../../sandbox/engine/data';
import { readSeed as readSandboxSeed } from '../sandbox-definitions/data';
import type { Definitions, SearchParameter, StructureDefinition } from './definitions';

/** Every resource of the sandbox's seed (the worker's own list, ../sandbox-definitions), by type, in order. */
export function readSeed(siteDir: string): Map<string, SeedResource[]> {
  const seed = new Map<string, SeedResource[]>();
  for (const resource of readSandboxSeed(siteDir)) {
    seed.set(resource.resourceType, [...(seed.get(resource.resourceType) ?? []), resource]);
  }
  return seed;
}

/** The id the interaction links use: the first seeded resource's, or one the reader can create. */
export const sandboxIdFor = (type: string, seed: Map<string, SeedResource[]>): string =>
  seed.get(type)?.find((resource) => resource.id)?.id ?? 'example';

type Value = unknown;

const isObject = (value: Value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A token: `system|code` for a coding or an identifier, the code or `true`/`false` as it is. */
function tokenOf(value: Value): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return str(value);
  // A Quantity has a code too, but it is a unit, not what a token parameter matches.
  if (!isObject(value) || typeof value.value === 'number') return undefined;
  if (Array.isArray(value.coding)) return value.coding.map(tokenOf).find(Boolean);
  const code = str(value.code) ?? str(value.value);
  if (!code) return undefined;
  const system = str(value.system);
  // A ContactPoint's system is a code (`phone`), not a URI: the token is its value.
  return system && /^(https?|urn):/.test(system) ? `${system}|${code}` : code;
}

/** A string: a name's family, an address's city, or the text itself (its first word when long). */
function stringOf(value: Value): string | undefined {
  if (isObject(value)) {
    const parts = [value.family, value.city, value.text, value.display, value.name];
    const given = Array.isArray(value.given) ? value.given : [];
    const line = Array.isArray(value.line) ? value.line : [];
    return [...parts, ...given, ...line].map(str).find(Boolean);
  }
  const text = str(value);
  if (!text) return undefined;
  return text.length > 30 ? text.split(/\s+/)[0] : text;
}

/** A date on or after the value's day, which the value always matches, whatever its precision. */
function dateOf(value: Value): string | undefined {
  const text = isObject(value)
    ? (str(value.start) ?? str(value.end) ?? (Array.isArray(value.event) ? str(value.event[0]) : undefined))
    : str(value);
  const day = text && /^\d{4}(-\d{2}(-\d{2})?)?/.exec(text)?.[0];
  return day ? `ge${day}` : undefined;
}

function quantityOf(value: Value): string | undefined {
  if (typeof value === 'number') return String(value);
  if (!isObject(value) || typeof value.value !== 'number') return undefined;
  const system = str(value.system);
  const code = str(value.code);
  return system && code ? `${value.value}|${system}|${code}` : String(value.value);
}

/** A search value for `value` (one result of the parameter's expression), by the parameter's type. */
function searchValueOf(type: SearchParamType, value: Value): string | undefined {
  switch (type) {
    case 'token':
      return tokenOf(value);
    case 'string':
      return stringOf(value);
    case 'date':
      return dateOf(value);
    case 'reference':
      return isObject(value) ? str(value.reference) : str(value);
    case 'quantity':
      return quantityOf(value);
    case 'number':
      return typeof value === 'number' ? String(value) : undefined;
    case 'uri':
      return str(value);
    default:
      return undefined;
  }
}

/** The first value the expression gives on any of the resources, made a search value. */
function seedValue(
  param: SearchParameter,
  expression: string,
  resources: readonly SeedResource[],
  defs: Definitions,
): string | undefined {
  for (const resource of resources) {
    let results: Value[];
    try {
      results = evalFhirPath(expression, resource);
    } catch {
      return undefined;
    }
    for (const result of results) {
      const value =
        param.type === 'composite' ? compositeValue(param, result, defs) : searchValueOf(param.type, result);
      // A contained or bundle-local reference (`#x`, `urn:uuid:`) finds nothing in a search.
      if (value && !/^(#|urn:)/.test(value)) return value;
    }
  }
  return undefined;
}

const byUrl = (defs: Definitions, url: string): SearchParameter | undefined =>
  defs.search.find((sp) => sp.url === url);

/** A composite's value: each component's value, from its expression on the composite's result. */
function compositeValue(param: SearchParameter, result: Value, defs: Definitions): string | undefined {
  const parts = (param.component ?? []).map((component) => {
    const sp = byUrl(defs, component.definition);
    if (!sp) return undefined;
    let values: Value[];
    try {
      values = evalFhirPath(component.expression, result);
    } catch {
      return undefined;
    }
    return values.map((value) => searchValueOf(sp.type, value)).find(Boolean);
  });
  return parts.length > 0 && parts.every(Boolean) ? parts.join('$') : undefined;
}

/** The element a simple expression (`Account.status`, `(Observation.value as Quantity)`) names. */
function elementOf(expression: string, sd: StructureDefinition | undefined) {
  const simple = /^\(?([A-Za-z]+(?:\.[A-Za-z]+)+)/.exec(expression.split(' | ')[0] ?? '')?.[1];
  if (!simple || !sd) return undefined;
  return sd.snapshot.element.find((element) => element.path === simple || element.path === `${simple}[x]`);
}

/** The first code of a value set, from its own list or its first code system's. */
function firstCode(valueSet: string | undefined, defs: Definitions): string | undefined {
  const vs = valueSet && defs.valueSets.get(valueSet.split('|')[0] ?? '');
  const include = vs ? vs.compose?.include[0] : undefined;
  if (!include) return undefined;
  return (
    include.concept?.[0]?.code ??
    (include.system && !include.filter ? defs.codeSystems.get(include.system)?.concept?.[0]?.code : undefined)
  );
}

/**
 * A value of the parameter's type where the seed gives none, or undefined where only an invented
 * value would do (a name, an identifier, a URI): the example then asks which resources have the
 * parameter (`:missing=false`), a real query, instead of searching for a placeholder.
 */
function typeValue(
  type: string,
  param: SearchParameter,
  expression: string,
  sd: StructureDefinition | undefined,
  seed: Map<string, SeedResource[]>,
  defs: Definitions,
): string | undefined {
  switch (param.type) {
    case 'token': {
      const element = elementOf(expression, sd);
      if (element?.type?.[0]?.code === 'boolean') return 'true';
      return firstCode(element?.binding?.valueSet, defs);
    }
    case 'date':
      return 'ge2024-01-01';
    case 'reference': {
      // A target the sandbox has, so the query has something to point at.
      const targets = param.target ?? [];
      const seeded = targets.find((target) => seed.has(target));
      const target = seeded ?? targets[0] ?? 'Patient';
      return `${target}/${sandboxIdFor(target, seed)}`;
    }
    case 'quantity':
    case 'number':
      return 'gt0';
    case 'composite': {
      // Each component by its own parameter's expression on this type; all of them, or none.
      const parts = (param.component ?? []).map((component) => {
        const sp = byUrl(defs, component.definition);
        if (!sp || sp.type === 'composite') return undefined;
        const own = expressionOn(type, sp.expression);
        return (
          (own && seedValue(sp, own, seed.get(type) ?? [], defs)) ?? typeValue(type, sp, own, sd, seed, defs)
        );
      });
      return parts.length > 0 && parts.every(Boolean) ? parts.join('$') : undefined;
    }
    default:
      return undefined;
  }
}

/** The part of a shared parameter's expression (`Patient.name | Person.name`) on one type. */
function expressionOn(type: string, expression: string | undefined): string {
  return (expression ?? '')
    .split(' | ')
    .filter((part) => new RegExp(`^\\(?${type}\\.`).test(part.trim()))
    .join(' | ');
}

/** A value in a query: percent-encoded, but with FHIR's own separators left readable. */
const queryValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(7C|3A|2F|24|2C)/gi, (escape) => decodeURIComponent(escape));

/**
 * An example query for a search parameter on `type`, relative to the FHIR base:
 * `Observation?code=http://loinc.org|59261-8`. A special parameter without a value of its own
 * (Location's `near` needs coordinates and a distance) asks which resources have it.
 */
export function exampleQuery(
  type: string,
  param: SearchParameter,
  expression: string,
  seed: Map<string, SeedResource[]>,
  defs: Definitions,
): string {
  const sd = defs.resources.find((resource) => resource.name === type);
  const value =
    (expression && seedValue(param, expression, seed.get(type) ?? [], defs)) ??
    typeValue(type, param, expression, sd, seed, defs);
  return value ? `${type}?${param.code}=${queryValue(value)}` : `${type}?${param.code}:missing=false`;
}
