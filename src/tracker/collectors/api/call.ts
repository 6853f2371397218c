import { uuid } from '../../core/ids';
import type { CollectorDeps } from '../types';
import { type CallPlan, parseResponse, planCall, requestParams, responseCodes } from './rules';
import { newTraceIds, type TraceIds, traceHeaders } from './trace-headers';

/** What is known about a call when it starts. */
export interface CallStart {
  plan: CallPlan;
  method: string;
  begin: number;
  trace: TraceIds | null;
  params: string;
  pageLoadId: string | null;
  path: string;
}

export interface ApiRecorder {
  /** null = not an API call we time. `headers` are to be added to the request. */
  begin(
    rawUrl: string,
    method: string,
    header: (name: string) => string | null,
    body: unknown,
  ): { start: CallStart; headers: Record<string, string> } | null;
  /** `body`: response text, or an already parsed value (XHR responseType 'json'). */
  end(start: CallStart, status: number, body: { text: string } | { parsed: unknown }): void;
}

/**
 * Shared by the fetch and XHR wrappers. Full-chain tracing (trace headers, and the
 * ApiInvoke on the trace channel) applies only to own-origin calls carrying the
 * business-code header (spec §5); other timed calls go to the normal channel.
 */
export function createApiRecorder(deps: CollectorDeps, trackingUrls: () => string[]): ApiRecorder {
  const { ctx, emit } = deps;
  const api = ctx.config.api;
  return {
    begin(rawUrl, method, header, body) {
      const plan = planCall(rawUrl, api, trackingUrls());
      if (!plan?.timed) return null;
      const businessId = header(api.businessHeader);
      const fullChain = plan.own && businessId !== null && businessId !== '';
      const trace = fullChain
        ? newTraceIds({
            parentSpanId: ctx.page.spanId,
            appId: ctx.config.systemId,
            logCount: ctx.session.seq,
            userId: ctx.user.loginId,
            businessId: businessId ?? '',
          })
        : null;
      const start: CallStart = {
        plan,
        method: method.toUpperCase(),
        begin: Date.now(),
        trace,
        params: requestParams(body, plan.url),
        pageLoadId: ctx.page.loadId,
        path: location.pathname,
      };
      return { start, headers: trace ? traceHeaders(api.headerFormat, trace) : {} };
    },
    end(start, status, body) {
      const end = Date.now();
      const parsedBody = 'text' in body ? parseResponse(body.text) : { parsed: body.parsed, failed: false };
      const codes = responseCodes(status, parsedBody, api);
      void emit(
        'ApiInvoke',
        {
          traceId: start.trace?.traceId ?? uuid().replace(/-/g, ''),
          spanId: start.trace?.spanId ?? '',
          beginTime: start.begin,
          endTime: end,
          elapsedTime: end - start.begin,
          method: start.method,
          apiName: start.plan.url.pathname,
          apiParams: start.params,
          httpStatusCode: status,
          responseCode: codes.responseCode,
          errorCode: codes.errorCode,
          url: `${start.plan.url.origin}${start.plan.url.pathname}`,
          path: start.path,
          pageLoadId: start.pageLoadId,
          businessId: start.trace?.businessId ?? null,
        },
        { channel: start.trace ? 'trace' : 'normal', pageLoadId: start.pageLoadId },
      );
    },
  };
}
