/**
 * The reference page's script, sent inline and allowed by its hash in the page's CSP. Plain ES2020 in a
 * string because it runs in the browser, not in the server; it builds the DOM with textContent only
 * (never innerHTML), so nothing in the document can inject markup. It reads the messages and the
 * document address from JSON data blocks the server writes into the page.
 * tests/integration/openapi.test.ts parses it, so a syntax error fails the suite.
 */
export const DOCS_SCRIPT = `
(function () {
  'use strict';
  var M = JSON.parse(document.getElementById('docs-messages').textContent);
  var SPEC = JSON.parse(document.getElementById('docs-spec-url').textContent);
  var AUTH = { userCode: M.authUser, operatorToken: M.authOperator, traceKey: M.authTraceKey };
  var HEADER = { userCode: 'userCode', operatorToken: 'x-operator-token', traceKey: 'x-trace-secret-key' };
  var root = document.getElementById('ops');
  var statusLine = document.getElementById('status');

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  var COMPONENTS = {};
  /** A schema with its named components written in place (a recursive one named once it repeats). */
  function inline(value, seen) {
    if (Array.isArray(value)) return value.map(function (v) { return inline(v, seen); });
    if (!value || typeof value !== 'object') return value;
    var ref = value.$ref;
    if (typeof ref === 'string' && ref.indexOf('#/components/schemas/') === 0) {
      var name = ref.slice(21);
      if (seen.indexOf(name) >= 0 || !COMPONENTS[name]) return value;
      return inline(COMPONENTS[name], seen.concat([name]));
    }
    var out = {};
    Object.keys(value).forEach(function (k) { out[k] = inline(value[k], seen); });
    return out;
  }
  function pretty(value) { return JSON.stringify(inline(value, []), null, 2); }
  /** The request body's media type: JSON for most, multipart for the picture uploads. */
  function bodyTypeOf(op) { return Object.keys((op.requestBody && op.requestBody.content) || {})[0] || null; }
  function isMultipart(op) { return /^multipart\\//.test(bodyTypeOf(op) || ''); }
  function resultOf(op) {
    // A signed-in call answers its success or the signed-out envelope (oneOf): the result is the success's.
    try {
      var answer = inline(op.responses['200'].content['application/json'].schema, []);
      return (answer.oneOf ? answer.oneOf[0] : answer).properties.result;
    } catch (e) { return undefined; }
  }
  function schemeOf(op) {
    var first = (op.security || [])[0];
    return first ? Object.keys(first)[0] : null;
  }

  function field(label, value) {
    var wrap = el('label', 'field');
    wrap.appendChild(el('span', null, label));
    var input = el('input');
    input.value = value || '';
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }

  function tryForm(path, method, op) {
    var box = el('div', 'try');
    box.appendChild(el('h4', null, M.tryIt));
    var inputs = [];
    (op.parameters || []).forEach(function (p) {
      var f = field(p.name + ' (' + p.in + ', ' + (p.required ? M.required : M.optional) + ')', '');
      inputs.push({ p: p, input: f.input });
      box.appendChild(f.wrap);
    });
    var scheme = schemeOf(op);
    var auth = scheme ? field(HEADER[scheme], sessionStorage.getItem('docs:' + scheme) || '') : null;
    if (auth) box.appendChild(auth.wrap);
    var body = null;
    var files = null;
    if (op.requestBody && isMultipart(op)) {
      // A file upload: one file input per binary field of the form, sent as multipart form data.
      files = [];
      var props = inline(op.requestBody.content[bodyTypeOf(op)].schema, []).properties || {};
      Object.keys(props).forEach(function (name) {
        var wrap = el('label', 'field');
        wrap.appendChild(el('span', null, name));
        var input = el('input');
        input.type = 'file';
        wrap.appendChild(input);
        files.push({ name: name, input: input });
        box.appendChild(wrap);
      });
    } else if (op.requestBody) {
      body = el('textarea');
      body.rows = 6;
      body.value = '{}';
      box.appendChild(body);
    }
    var send = el('button', null, M.send);
    send.type = 'button';
    var out = el('pre', 'out');
    box.appendChild(send);
    box.appendChild(out);
    send.addEventListener('click', function () {
      var url = path;
      var query = new URLSearchParams();
      var headers = {};
      inputs.forEach(function (x) {
        if (x.input.value === '') return;
        if (x.p.in === 'path') url = url.replace('{' + x.p.name + '}', encodeURIComponent(x.input.value));
        else if (x.p.in === 'query') query.set(x.p.name, x.input.value);
        else headers[x.p.name] = x.input.value;
      });
      if (auth && auth.input.value) {
        headers[HEADER[scheme]] = auth.input.value;
        sessionStorage.setItem('docs:' + scheme, auth.input.value);
      }
      var init = { method: method.toUpperCase(), headers: headers };
      if (body) {
        headers['content-type'] = 'application/json';
        init.body = body.value;
      } else if (files) {
        // The browser sets the multipart content type with its boundary.
        var form = new FormData();
        files.forEach(function (f) { if (f.input.files && f.input.files[0]) form.append(f.name, f.input.files[0]); });
        init.body = form;
      }
      var qs = query.toString();
      out.textContent = M.sending;
      fetch(url + (qs ? '?' + qs : ''), init)
        .then(function (res) {
          return res.text().then(function (text) {
            var shown = text;
            try { shown = pretty(JSON.parse(text)); } catch (e) { /* not JSON: shown as sent */ }
            out.textContent = M.response + ': HTTP ' + res.status + '\\n' + shown;
          });
        })
        .catch(function (e) { out.textContent = M.networkError + ': ' + String(e); });
    });
    return box;
  }

  function operation(path, method, op) {
    var item = el('details', 'op');
    item.dataset.search = (path + ' ' + (op.summary || '')).toLowerCase();
    var head = el('summary');
    head.appendChild(el('span', 'method m-' + method, method.toUpperCase()));
    head.appendChild(el('code', 'path', path));
    head.appendChild(el('span', 'sum', op.summary || ''));
    var scheme = schemeOf(op);
    head.appendChild(el('span', 'auth', scheme ? AUTH[scheme] : M.authNone));
    item.appendChild(head);
    if (op.parameters && op.parameters.length) {
      item.appendChild(el('h4', null, M.parameters));
      op.parameters.forEach(function (p) {
        item.appendChild(el('pre', null, p.name + ' (' + p.in + ', ' + (p.required ? M.required : M.optional) + ') ' + pretty(p.schema)));
      });
    }
    if (op.requestBody) {
      item.appendChild(el('h4', null, M.requestBody));
      var type = bodyTypeOf(op);
      item.appendChild(el('pre', null, type + '\\n' + pretty(type ? op.requestBody.content[type].schema : {})));
    }
    var result = resultOf(op);
    item.appendChild(el('h4', null, M.result));
    item.appendChild(el('pre', null, result && Object.keys(result).length ? pretty(result) : M.noResultSchema));
    item.appendChild(tryForm(path, method, op));
    return item;
  }

  function render(doc) {
    COMPONENTS = (doc.components && doc.components.schemas) || {};
    var byTag = {};
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags || ['-'])[0];
        (byTag[tag] = byTag[tag] || []).push(operation(path, method, op));
      });
    });
    Object.keys(byTag).forEach(function (tag) {
      var section = el('section', 'tag');
      section.appendChild(el('h2', null, M.tags[tag] || tag));
      byTag[tag].forEach(function (node) { section.appendChild(node); });
      root.appendChild(section);
    });
    statusLine.textContent = '';
  }

  document.getElementById('filter').addEventListener('input', function (e) {
    var needle = e.target.value.trim().toLowerCase();
    document.querySelectorAll('details.op').forEach(function (node) {
      node.hidden = needle !== '' && node.dataset.search.indexOf(needle) < 0;
    });
    document.querySelectorAll('section.tag').forEach(function (section) {
      section.hidden = section.querySelector('details.op:not([hidden])') === null;
    });
  });

  statusLine.textContent = M.loading;
  fetch(SPEC).then(function (res) { return res.json(); }).then(render).catch(function () {
    statusLine.textContent = M.loadFailed;
  });
})();
`;
