/**
 * Markup that would run script, cover the page or collect data if it reached the page as written,
 * around plain markup that must survive: `<p>Route <b>map</b></p>`, a picture and a link's text.
 */
export const HOSTILE_HTML = [
  '<p>Route <b>map</b></p>',
  '<script>window.hacked = true</script>',
  '<img src="x.png" alt="course" onerror="window.hacked = true">',
  '<svg onload="window.hacked = true"></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<p style="position:fixed;inset:0">cover</p>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="id"></form>',
].join('');
