import type { DocumentedDomain, DocumentedEndpoint, EndpointAuth } from '../../schemas/api/endpoint';
import { ENDPOINT_DOMAINS } from '../../schemas/api/endpoints';
import type { AuthKind, Operation } from './operation';

const AUTH: Record<EndpointAuth, AuthKind> = {
  public: 'none',
  shopper: 'user',
  operator: 'operator',
  // Anyone may call; signing in only makes the answer personal, so the document lists no requirement.
  'shopper-if-signed-in': 'none',
};

/** The document's operation of one endpoint declaration joined with its doc (ADR 0063): nothing restated. */
export function operationOf(declaration: DocumentedEndpoint): Operation {
  const { method, path, summary, tag, auth, params, query, body, result, refuses, examples, headers } =
    declaration;
  return {
    method,
    path,
    summary,
    tag,
    auth: AUTH[auth],
    ...(params ? { params: params._zod.def.shape } : {}),
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
    result,
    ...(refuses ? { refuses } : {}),
    ...(examples ? { examples } : {}),
    ...(headers ? { headers } : {}),
  };
}

export const operationsOfDomain = (domain: DocumentedDomain): Operation[] =>
  Object.values(domain).map(operationOf);

/** The declared endpoints of these domains (by default every domain), in the document's terms. */
export const declaredOperations = (domains: readonly DocumentedDomain[] = ENDPOINT_DOMAINS): Operation[] =>
  domains.flatMap(operationsOfDomain);
