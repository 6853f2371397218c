import { compact, isObject, type JsonObject } from './util';
import { V1_KIND_TO_TYPE } from './v1';

/**
 * v1 -> v2. Pure and total: anything it does not recognise is passed through unchanged, so
 * validation afterwards reports it with a path instead of the migration throwing.
 */
export function migrateV1ToV2(v1: JsonObject): JsonObject {
  const components = v1.components;
  return {
    schemaVersion: 2,
    pageId: v1.pageId,
    pageCode: v1.pageCode ?? null,
    title: v1.pageTitle,
    version: v1.revision,
    blocks: Array.isArray(components) ? components.map(migrateComponent) : components,
  };
}

function migrateComponent(component: unknown): unknown {
  if (!isObject(component)) return component;
  const type =
    typeof component.kind === 'string' ? (V1_KIND_TO_TYPE[component.kind] ?? component.kind) : component.kind;
  const start = component.startTime ?? undefined;
  const end = component.endTime ?? undefined;
  const data = migrateLinks(component.data);
  return compact({
    id: component.uid,
    type,
    props: isObject(data) ? migrateProps(type, data) : data,
    schedule: start === undefined && end === undefined ? undefined : compact({ start, end }),
  });
}

const V1_FREQUENCY: Readonly<Record<string, string>> = { 1: 'once', 2: 'daily', 3: 'everyVisit' };

function migrateProps(type: unknown, data: JsonObject): JsonObject {
  switch (type) {
    case 'picture':
    case 'pendant': {
      const { url, alt, w, h, ...rest } = data;
      return compact({ ...rest, image: compact({ src: url, alt, width: w, height: h }) });
    }
    case 'popup': {
      const { url, alt, w, h, frequency, closeDelay, ...rest } = data;
      return compact({
        ...rest,
        image: compact({ src: url, alt, width: w, height: h }),
        frequency: V1_FREQUENCY[String(frequency)] ?? frequency,
        closeDelayMs: typeof closeDelay === 'number' ? closeDelay * 1000 : closeDelay,
      });
    }
    default:
      return data;
  }
}

/** Rewrites every v1 `{ linkType, linkValue }` object found anywhere in a props tree. */
function migrateLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(migrateLinks);
  if (!isObject(value)) return value;
  if ('linkValue' in value && typeof value.linkType === 'number')
    return migrateLink(value.linkType, value.linkValue);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = migrateLinks(v);
  return out;
}

function migrateLink(linkType: number, linkValue: unknown): JsonObject {
  const value = typeof linkValue === 'string' ? linkValue : '';
  const optional = value === '' ? undefined : value;
  switch (linkType) {
    case 0:
      return { linkType: 'url', url: value };
    case 1: {
      const [spuNo, skuNo] = value.split('/');
      return compact({ linkType: 1, spuNo, skuNo });
    }
    case 2:
      return { linkType: 2, pageId: value };
    case 3:
      return compact({ linkType: 3, tab: optional === undefined ? undefined : Number(optional) });
    case 4:
      return compact({ linkType: 4, pageId: optional });
    case 5:
      return compact({ linkType: 5, teamId: optional });
    default:
      // Unknown v1 link type: keep it recognisably broken so validation names it.
      return { linkType, linkValue };
  }
}
