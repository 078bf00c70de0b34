import { execFileSync } from 'node:child_process';

// Without a Chinese font Chromium draws zh-CN text as empty boxes, and the screenshot tests then
// fail as pixel differences that look like a layout change. Saying so before the run names the cause.
export default function requireChineseFont(): void {
  let fonts: string;
  try {
    fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig to ask: Chromium will find what it finds.
    return;
  }
  if (fonts.trim() === '') {
    throw new Error(
      'No Chinese font is installed, so zh-CN screens would render as empty boxes. ' +
        'Install one (Debian: apt-get install fonts-noto-cjk) and run the tests again.',
    );
  }
}
