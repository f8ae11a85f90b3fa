package execcheck

import "testing"

func TestExtract(t *testing.T) {
	for _, tc := range []struct {
		name, lang, answer, want string
		ok                       bool
	}{
		{
			name:   "solution beats the shorter usage example after it",
			lang:   "python",
			answer: "Here you go:\n\n```python\ndef double(x):\n    return 2 * x\n```\n\nUsage:\n\n```python\nprint(double(2))\n```\n",
			want:   "def double(x):\n    return 2 * x\n", ok: true,
		},
		{
			name:   "ties go to the later block",
			lang:   "python",
			answer: "```python\nx = 1\n```\nfixed:\n```python\nx = 2\n```\n",
			want:   "x = 2\n", ok: true,
		},
		{
			name:   "aliases and info strings",
			lang:   "python",
			answer: "```py title=\"a.py\"\nprint('a')\n```\n",
			want:   "print('a')\n", ok: true,
		},
		{name: "python3 fence", lang: "python", answer: "```Python3\nprint(1)\n```", want: "print(1)\n", ok: true},
		{name: "bash fence for sh", lang: "sh", answer: "```bash\necho hi\n```", want: "echo hi\n", ok: true},
		{name: "js fence for javascript", lang: "javascript", answer: "```js\nconsole.log(1)\n```", want: "console.log(1)\n", ok: true},
		{name: "node language takes javascript fences", lang: "node", answer: "```javascript\nconsole.log(1)\n```", want: "console.log(1)\n", ok: true},
		{name: "other languages are not taken", lang: "python", answer: "```js\nconsole.log(1)\n```\n```\nprint(1)\n```", ok: false},
		{name: "no block", lang: "python", answer: "def f(): pass", ok: false},
		{name: "empty block", lang: "python", answer: "```python\n\n```", ok: false},
		{
			name:   "a fence inside a longer fence is content",
			lang:   "python",
			answer: "````markdown\n```python\nprint('inside')\n```\n````\n",
			ok:     false,
		},
		{name: "tilde fences", lang: "python", answer: "~~~python\nprint(1)\n~~~\n", want: "print(1)\n", ok: true},
		{
			name:   "indented fence in a list",
			lang:   "python",
			answer: "1. Write:\n   ```python\n   def f():\n       return 1\n   ```\n",
			want:   "def f():\n    return 1\n", ok: true,
		},
		{name: "unclosed fence runs to the end", lang: "python", answer: "```python\nprint(1)\nprint(2)", want: "print(1)\nprint(2)\n", ok: true},
		{name: "CRLF", lang: "python", answer: "```python\r\nprint(1)\r\n```\r\n", want: "print(1)\n", ok: true},
		{name: "unknown language", lang: "cobol", answer: "```cobol\nDISPLAY 'X'.\n```", ok: false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := Extract(tc.lang, tc.answer)
			if ok != tc.ok || got != tc.want {
				t.Errorf("Extract = %q, %v; want %q, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestCommandWords(t *testing.T) {
	got := commandWords(`cd sub && FOO=1 python3 test.py | tee log; ! node x.js || ./run.sh "$X"`)
	want := []string{"cd", "python3", "tee", "node", "./run.sh"}
	if len(got) != len(want) {
		t.Fatalf("commandWords = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("commandWords = %q, want %q", got, want)
		}
	}
}
