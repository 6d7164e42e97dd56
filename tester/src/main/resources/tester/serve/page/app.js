// The live solver's page: one WebSocket to the server that served it; every button is one request, and a
// new request cancels the one before (its answer is ignored, as the nonce says). No library, no build.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var socket = null;
  var nonce = 0;
  var waiting = {};          // nonce -> what to do with its answers
  var puzzle = null;         // the loaded puzzle: text, type, size, symbols, givens, frame
  var answer = null;         // the last solve's answer: solution, csv, link
  var walk = null;           // the steps: start, steps, index (0 = before the first step)

  function connect() {
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/');
    socket.onopen = function () { $('connection').textContent = 'connected'; $('connection').className = 'on'; };
    socket.onclose = function () {
      $('connection').textContent = 'disconnected (reload the page once the server runs)';
      $('connection').className = 'off';
      buttons(false);
    };
    socket.onmessage = function (event) {
      var message = JSON.parse(event.data);
      var handler = waiting[message.nonce];
      if (!handler || message.nonce !== nonce) {
        return;
      }
      if (message.type === 'canceled') {
        status('Cancelled.');
      } else if (message.type === 'invalid') {
        status(message.message);
      } else {
        handler(message);
      }
      if (message.type !== 'count' || !message.inProgress) {
        delete waiting[message.nonce];
        $('cancel').disabled = true;
      }
    };
  }

  function send(command, handler, extra) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      status('Not connected to the solver.');
      return;
    }
    nonce += 1;
    var request = { nonce: nonce, command: command, dataType: 'puzzle',
      data: puzzle ? puzzle.text : $('puzzle').value, puzzleType: puzzle ? puzzle.type : $('type').value };
    for (var key in extra || {}) { request[key] = extra[key]; }
    waiting = {};
    waiting[nonce] = handler;
    $('cancel').disabled = command === 'load' || command === 'render';
    socket.send(JSON.stringify(request));
  }

  function status(text) { $('status').textContent = text; }

  function buttons(on) {
    ['solve', 'candidates', 'unique', 'count', 'rate', 'steps'].forEach(function (id) { $(id).disabled = !on; });
    $('csv').disabled = !on;
    $('link').disabled = !on;
    if (!on) { $('prev').disabled = true; $('next').disabled = true; }
  }

  function show(svg, highlight) {
    $('board').removeAttribute('data-step');
    $('board').innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, '');
    if (!highlight || !puzzle) { return; }
    var picture = $('board').querySelector('svg');
    var f = puzzle.frame;
    highlight.forEach(function (cell) {
      var rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      rect.setAttribute('x', f.margin + (cell % puzzle.size) * f.cell);
      rect.setAttribute('y', f.margin + Math.floor(cell / puzzle.size) * f.cell);
      rect.setAttribute('width', f.cell);
      rect.setAttribute('height', f.cell);
      rect.setAttribute('fill', '#ffd400');
      rect.setAttribute('fill-opacity', '0.35');
      rect.setAttribute('class', 'highlight');
      picture.appendChild(rect);
    });
  }

  // The answer as rows of symbols, each column as wide as the widest symbol, so that the grid lines up.
  function grid(values) {
    var width = Math.max.apply(null, values.map(function (v) { return String(v).length; }));
    var rows = [];
    for (var r = 0; r < puzzle.size; r++) {
      rows.push(values.slice(r * puzzle.size, (r + 1) * puzzle.size).map(function (v) {
        return String(v).padStart(width, ' ');
      }).join(' '));
    }
    return rows.join('\n');
  }

  // Leaves the walk through the steps: another answer now stands on the board.
  function leaveSteps() {
    walk = null;
    $('step').textContent = '';
    $('prev').disabled = true;
    $('next').disabled = true;
  }

  function load() {
    puzzle = null;
    answer = null;
    walk = null;
    $('answer').textContent = '';
    $('output').textContent = '';
    $('step').textContent = '';
    buttons(false);
    status('Reading the puzzle…');
    send('load', function (m) {
      puzzle = { text: $('puzzle').value, type: m.puzzleType, size: m.size, symbols: m.symbols,
        givens: m.givens, frame: m.frame };
      show(m.svg);
      buttons(true);
      status('A ' + m.size + '×' + m.size + ' ' + m.puzzleType + ' puzzle.');
    });
  }

  function solve(then) {
    leaveSteps();
    status('Solving…');
    send('solve', function (m) {
      answer = m;
      show(m.svg);
      $('answer').textContent = grid(m.solution);
      status('Solved.' + (m.linkProblem ? ' (' + m.linkProblem + ')' : ''));
      if (then) { then(); }
    });
  }

  function download() {
    var blob = new Blob([answer.csv], { type: 'text/csv' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'answer.csv';
    document.body.appendChild(a);
    a.click();
    a.remove();
    status('Downloaded answer.csv.');
  }

  function copyLink() {
    if (!answer.link) {
      status(answer.linkProblem || 'This puzzle has no f-puzzles link.');
      return;
    }
    $('output').textContent = answer.link;
    if (navigator.clipboard) {
      navigator.clipboard.writeText(answer.link).then(function () { status('Link copied.'); },
        function () { status('The link is below; copy it from there.'); });
    } else {
      status('The link is below; copy it from there.');
    }
  }

  function showStep() {
    var i = walk.index;
    var values = i === 0 ? puzzle.givens : walk.steps[i - 1].values;
    var marks = i === 0 ? walk.start : walk.steps[i - 1].candidates;
    var step = i === 0 ? null : walk.steps[i - 1];
    $('step').textContent = step ? i + '. ' + step.text : 'The puzzle with its pencil marks. Press Next.';
    $('prev').disabled = i === 0;
    $('next').disabled = i === walk.steps.length;
    var touched = [];
    if (step) {
      for (var k = 0; k < step.placements.length; k += 2) { touched.push(step.placements[k]); }
      touched = touched.concat(step.cells);
    }
    send('render', function (m) {
      show(m.svg, touched);
      $('board').setAttribute('data-step', String(i));
    }, { cells: values, marks: marks });
  }

  $('load').onclick = load;
  $('solve').onclick = function () { solve(); };
  $('candidates').onclick = function () {
    leaveSteps();
    status('Finding the true candidates…');
    send('truecandidates', function (m) {
      show(m.svg);
      var total = m.solutionsPerCandidate.filter(function (x) { return x > 0; }).length;
      status('True candidates shown as pencil marks (' + total + ' in all cells, givens included).');
    });
  };
  $('unique').onclick = function () {
    status('Checking…');
    send('check', function (m) {
      status(m.count === 0 ? 'No solution.' : m.count === 1 ? 'Unique: exactly one solution.'
        : 'Not unique: several solutions.');
    });
  };
  $('count').onclick = function () {
    status('Counting…');
    send('count', function (m) {
      status(m.inProgress ? 'Found ' + m.count + ' solutions so far…'
        : 'Exactly ' + m.count + ' solution' + (m.count === 1 ? '.' : 's.'));
    });
  };
  $('rate').onclick = function () {
    status('Rating…');
    send('steps', function (m) {
      status('Rating: ' + m.rating + ' (level ' + m.level + ' of 7, ER ' + m.er + (m.stop ? ' so far' : '') + '), '
        + m.steps.length + ' steps' + (m.stop ? '; ' + m.stop : '') + '.');
    });
  };
  $('steps').onclick = function () {
    status('Solving by hand…');
    send('steps', function (m) {
      walk = { start: m.start, steps: m.steps, index: 0 };
      var lines = m.steps.map(function (s, k) { return (k + 1) + '. ' + s.text + ' [ER ' + s.er + ']'; });
      if (m.stop) {
        lines.push('Stopped: ' + m.stop + '.');
      }
      $('output').textContent = lines.join('\n');
      status(m.steps.length + ' steps; rating: ' + m.rating + ' (ER ' + m.er + (m.stop ? ' so far' : '') + ').');
      showStep();
    });
  };
  $('prev').onclick = function () { if (walk && walk.index > 0) { walk.index -= 1; showStep(); } };
  $('next').onclick = function () { if (walk && walk.index < walk.steps.length) { walk.index += 1; showStep(); } };
  $('cancel').onclick = function () {
    nonce += 1;
    waiting = {};
    socket.send(JSON.stringify({ nonce: nonce, command: 'cancel' }));
    status('Cancelled.');
    $('cancel').disabled = true;
  };
  $('csv').onclick = function () { if (answer) { download(); } else { solve(download); } };
  $('link').onclick = function () { if (answer) { copyLink(); } else { solve(copyLink); } };

  function readFile(file) {
    var reader = new FileReader();
    reader.onload = function () { $('puzzle').value = reader.result; load(); };
    reader.readAsText(file);
  }
  $('file').onchange = function () { if (this.files.length) { readFile(this.files[0]); } };
  document.addEventListener('dragover', function (e) { e.preventDefault(); document.body.classList.add('dragging'); });
  document.addEventListener('dragleave', function () { document.body.classList.remove('dragging'); });
  document.addEventListener('drop', function (e) {
    e.preventDefault();
    document.body.classList.remove('dragging');
    if (e.dataTransfer.files.length) { readFile(e.dataTransfer.files[0]); }
  });
  connect();
}());
