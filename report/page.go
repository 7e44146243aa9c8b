package report

import "html/template"

// page is the report's one template: style and script inline, nothing
// fetched.
var page = template.Must(template.New("report").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>memspace report: {{.File}}</title>
<style>
body{font:14px system-ui,sans-serif;margin:1em 2em;color:#222}
h1{font-size:1.4em} h2{font-size:1.15em;margin-top:1.6em}
table{border-collapse:collapse} td,th{border:1px solid #ccc;padding:2px 6px;vertical-align:top;text-align:left}
.num{text-align:right} .failed{color:#b00;font-weight:bold}
.src{font:12px monospace;white-space:pre;border:1px solid #ddd;overflow-x:auto}
.line{display:flex} .gutter{width:14em;flex:none;color:#555;border-right:1px solid #ddd;white-space:nowrap;overflow:hidden}
.ln{display:inline-block;width:4em;text-align:right;color:#999;margin-right:.5em}
.mark{display:inline-block;padding:0 4px;margin-right:2px;border-radius:3px;cursor:pointer;font-size:11px}
.mark.Passed{background:#d4f4d4} .mark.Missed{background:#f9d0d0}
.mark.hidden{display:none}
#why{position:sticky;top:0;background:#fffbe6;border:1px solid #e0c060;padding:6px;font:12px monospace;white-space:pre-wrap;min-height:2em}
.graph rect{fill:#f4f4f4;stroke:#888} .graph .kernel rect{fill:#e6f0ff;stroke:#36c}
.graph .clone rect{fill:#eef} .graph .poisoned rect{stroke:#d00;stroke-width:2}
.graph text{font:11px monospace} .graph line{stroke:#999} .graph line.clone{stroke:#36c}
.graph line.inline{stroke:#2a2;stroke-dasharray:4 2} .graph text.clone{fill:#36c} .graph text.inline{fill:#2a2}
.graph line.poisoned{stroke:#d00;stroke-width:2} .graph text.poisoned{fill:#d00}
</style></head><body>
<h1>memspace report: {{.File}}</h1>
<p>Target: <b id="target">{{if .Target}}{{.Target}}{{else}}none{{end}}</b>.
{{if .Failed}}<span class="failed" id="failed">The run failed: {{.Failed}}</span>{{end}}</p>
<h2>Generic accesses</h2>
<table id="summary"><tr><th>module</th><th>memory instructions</th><th>generic before</th><th>generic after memspace</th><th>upstream</th></tr>
<tr><td>{{.File}}</td><td class="num">{{.Before.Mem}}{{if and (ne .Before.Mem .After.Mem) (not .Failed)}} → {{.After.Mem}}{{end}}</td><td class="num" id="generic-before">{{.Before.Generic}}</td><td class="num" id="generic-after">{{if .Failed}}–{{else}}{{.After.Generic}}{{end}}</td><td class="num" id="generic-upstream">{{.Before.Upstream}}</td></tr></table>
<p>Per kernel, with the functions it calls (what a launch may run): generic / all memory instructions.</p>
<table id="kernels"><tr><th>kernel</th><th>before</th><th>after memspace</th><th>upstream</th></tr>
{{range .KernelRows}}<tr data-kernel="{{.Name}}"><td title="@{{.Name}}">{{.Display}}</td><td class="num kb">{{.Before.Generic}} / {{.Before.Mem}}</td><td class="num ka">{{if $.Failed}}–{{else}}{{.After.Generic}} / {{.After.Mem}}{{end}}</td><td class="num ku">{{.Before.Upstream}} / {{.Before.Mem}}</td></tr>
{{end}}</table>
<p id="upstream-note"><b>upstream</b>: the accesses LLVM's own <code>infer-address-spaces</code> pass (<code>opt-22 -passes=infer-address-spaces</code>, which every GPU pipeline runs) would leave generic in the input. This figure is a model, not a run of LLVM: memspace's package <code>upstream</code> reproduces that pass's per-function inference (its address expressions, LLVM 22's target assumptions, no facts across calls, no memory), and its test checks it against opt-22 function by function on the corpus; SPIR is counted as opt counts it for spirv64.</p>
<h2>Functions</h2>
<table id="functions"><tr><th>function</th><th>linkage</th><th>pointer parameters</th><th>published</th><th>generic before</th><th>generic after</th><th>upstream</th><th>clones</th><th>why not specialized</th></tr>
{{range .Functions}}<tr data-fn="{{.Name}}"><td title="@{{.Name}}">{{if .Kernel}}<b>kernel</b> {{end}}{{.Display}}</td><td>{{.Linkage}}</td>
<td>{{range .Params}}{{.}}<br>{{end}}</td><td>{{.Published}}</td><td class="num">{{.Before.Generic}} / {{.Before.Mem}}</td><td class="num">{{if $.Failed}}–{{else}}{{.After.Generic}} / {{.After.Mem}}{{end}}</td><td class="num">{{if .InInput}}{{.Before.Upstream}} / {{.Before.Mem}}{{else}}–{{end}}</td>
<td>{{range .Clones}}{{.}}<br>{{end}}</td><td>{{range .Why}}{{.}}<br>{{end}}</td></tr>
{{end}}</table>
<h2>Call graph</h2>
<p>Grey: calls in the input; red: a call whose argument poisons a vote (no single space); blue: ipmsp's clones, labelled with their argument spaces; green: inlined by always-inline; red outline: a function with a poisoned or refused vote.</p>
{{.Graph}}
<h2>Source</h2>
<p>Filters:
<label>kernel/function <select id="f-fn"><option value="">all</option>{{range .Functions}}<option value="{{.Name}}">{{.Display}}</option>{{end}}</select></label>
<label>space <select id="f-space"><option value="">all</option>{{range .Spaces}}<option>{{.}}</option>{{end}}</select></label>
<label><input type="checkbox" id="f-passed" checked> Passed</label>
<label><input type="checkbox" id="f-missed" checked> Missed</label></p>
<div id="why">Click a mark to see why.</div>
{{range .Sources}}<h3>{{.Name}}</h3>{{if .Note}}<p>{{.Note}}</p>{{end}}<div class="src">{{range .Lines}}<div class="line" id="{{$.File}}-{{.N}}"><span class="gutter">{{range .Marks}}<span class="mark {{.Kind}}" data-kind="{{.Kind}}" data-fn="{{.Function}}" data-space="{{.Space}}" data-why="{{.Text}}{{range .Why}}&#10;{{.}}{{end}}">{{.Space}}</span>{{end}}</span><span class="ln">{{.N}}</span>{{.Text}}</div>{{end}}</div>
{{end}}
<h2>Diagnostics</h2>
<pre id="diags">{{range .Diags}}{{.}}
{{end}}</pre>
<script>
(function(){
  var why=document.getElementById('why');
  document.querySelectorAll('.mark').forEach(function(m){
    m.addEventListener('click',function(){why.textContent=m.getAttribute('data-why');});
  });
  function apply(){
    var fn=document.getElementById('f-fn').value, sp=document.getElementById('f-space').value;
    var passed=document.getElementById('f-passed').checked, missed=document.getElementById('f-missed').checked;
    document.querySelectorAll('.mark').forEach(function(m){
      var k=m.getAttribute('data-kind');
      var show=(!fn||m.getAttribute('data-fn')===fn)&&(!sp||m.getAttribute('data-space')===sp)&&((k==='Passed'&&passed)||(k==='Missed'&&missed));
      m.classList.toggle('hidden',!show);
    });
  }
  ['f-fn','f-space','f-passed','f-missed'].forEach(function(id){document.getElementById(id).addEventListener('change',apply);});
  var q=new URLSearchParams(location.search);
  if(q.get('why')){var m=document.querySelectorAll('.mark.Missed')[0]; if(m){m.click();}}
})();
</script>
</body></html>
`))
