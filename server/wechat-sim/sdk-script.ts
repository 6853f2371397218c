/**
 * The simulated JS-SDK: the script the mall loads inside WeChat, standing in for
 * res.wx.qq.com/open/js/jweixin-1.6.0.js. It offers what the mall uses — wx.config, wx.ready, wx.error,
 * wx.updateAppMessageShareData, wx.updateTimelineShareData and the `<wx-open-launch-app>` open tag — and
 * behaves as WeChat does where it matters to the mall:
 * - wx.config is verified by the simulated WeChat (GET verifyPath: the signature against the live
 *   jsapi_ticket, the page on the JS safe domain); a wrong one calls the wx.error handlers, never wx.ready;
 * - a share card is accepted only after a verified config that lists its API, with a link on the page's
 *   own domain and an absolute picture; what was accepted is kept on `window.__wxShare`
 *   ({ config, appMessage, timeline }: the last config's errMsg and the cards WeChat would show when the
 *   page is shared; tests read it);
 * - `<wx-open-launch-app>` works only when the config listed it in openTagList; a tap on it fires `launch`
 *   for an app bound to the account (launchAppIds, recorded on `window.__wxLaunch`) and `error` otherwise.
 * Written for the mall's oldest engines (no modules, no syntax past ES2015's class).
 */
export function simulatedSdkScript(p: { verifyPath: string; launchAppIds: readonly string[] }): string {
  return `(function () {
'use strict';
if (window.wx && window.wx.__simulated) return;
var VERIFY = ${JSON.stringify(p.verifyPath)};
var LAUNCH_APP_IDS = ${JSON.stringify(p.launchAppIds)};
var me = document.currentScript;
var base = me && me.src ? new URL(me.src).origin : location.origin;
var state = 'idle';
var config = null;
var lastError = null;
var readyQueue = [];
var errorHandlers = [];
var shares = { config: null, appMessage: null, timeline: null };
window.__wxShare = shares;
function call(fn, arg) {
  try { fn(arg); } catch (e) { setTimeout(function () { throw e; }, 0); }
}
function pageUrl() { return location.href.split('#')[0]; }
function fail(err) {
  state = 'failed';
  shares.config = err.errMsg;
  lastError = err;
  readyQueue = [];
  errorHandlers.forEach(function (h) { call(h, err); });
}
function verify(cfg) {
  var fields = ['appId', 'timestamp', 'nonceStr', 'signature'].map(function (k) {
    return k + '=' + encodeURIComponent(String(cfg[k]));
  });
  fields.push('url=' + encodeURIComponent(pageUrl()));
  var xhr = new XMLHttpRequest();
  xhr.open('GET', base + VERIFY + '?' + fields.join('&'));
  xhr.onload = function () {
    if (config !== cfg) return;
    var answer = null;
    try { answer = JSON.parse(xhr.responseText); } catch (e) { answer = null; }
    if (answer && answer.errMsg === 'config:ok') {
      state = 'ready';
      shares.config = 'config:ok';
      defineOpenTags(cfg.openTagList || []);
      var queue = readyQueue;
      readyQueue = [];
      queue.forEach(function (fn) { call(fn); });
    } else {
      fail({ errMsg: (answer && answer.errMsg) || 'config:fail' });
    }
  };
  xhr.onerror = function () { if (config === cfg) fail({ errMsg: 'config:fail' }); };
  xhr.send();
}
function sameDomain(link) {
  try { return new URL(link).origin === location.origin; } catch (e) { return false; }
}
function absolute(picture) { return /^https?:\\/\\//.test(String(picture || '')); }
function setCard(kind, api, o) {
  o = o || {};
  var ok = state === 'ready' && config && (config.jsApiList || []).indexOf(api) >= 0;
  var done = function (fn, arg) { if (typeof fn === 'function') call(fn, arg); };
  if (!ok) {
    done(o.fail, { errMsg: api + ':permission denied' });
  } else if (!sameDomain(o.link) || !absolute(o.imgUrl) || !o.title) {
    done(o.fail, { errMsg: api + ':fail' });
  } else {
    var card = { title: String(o.title), link: String(o.link), imgUrl: String(o.imgUrl) };
    if (kind === 'appMessage') card.desc = String(o.desc || '');
    shares[kind] = card;
    done(o.success, { errMsg: api + ':ok' });
  }
  done(o.complete, {});
}
function defineOpenTags(list) {
  if (list.indexOf('wx-open-launch-app') < 0 || !window.customElements) return;
  if (window.customElements.get('wx-open-launch-app')) return;
  window.customElements.define('wx-open-launch-app', class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var template = this.querySelector('script[type="text/wxtag-template"]');
      var root = this.attachShadow({ mode: 'open' });
      root.innerHTML = template ? template.textContent : '';
      var tag = this;
      root.addEventListener('click', function () {
        var appid = tag.getAttribute('appid') || '';
        if (LAUNCH_APP_IDS.indexOf(appid) >= 0) {
          window.__wxLaunch = { appid: appid, extinfo: tag.getAttribute('extinfo') || '' };
          tag.dispatchEvent(new CustomEvent('launch', { detail: {} }));
        } else {
          tag.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail_check fail' } }));
        }
      });
    }
  });
}
window.wx = {
  __simulated: true,
  config: function (cfg) {
    config = cfg || {};
    state = 'pending';
    verify(config);
  },
  ready: function (fn) { if (state === 'ready') call(fn); else readyQueue.push(fn); },
  error: function (fn) { errorHandlers.push(fn); if (state === 'failed') call(fn, lastError); },
  updateAppMessageShareData: function (o) { setCard('appMessage', 'updateAppMessageShareData', o); },
  updateTimelineShareData: function (o) { setCard('timeline', 'updateTimelineShareData', o); }
};
})();
`;
}
