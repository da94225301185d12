// The shared settings folder: route rules.
import type { Block } from '../lib/story';

const RULES: [from: string, to: string, status: 301 | 302][] = [
  ['/old-pricing', '/pricing', 301],
  ['/gb/old-pricing', '/gb/pricing', 301],
  ['/au/old-pricing', '/au/pricing', 301],
  ['/features/rostering', '/scheduling', 302],
  ['/gb/features/rostering', '/gb/scheduling', 302],
  ['/au/features/rostering', '/au/scheduling', 302],
  ['/status', 'https://status.shiftlane.example', 302],
  ['/blog/category/payroll', '/blog', 301],
  ['/gb/blog/category/payroll', '/gb/blog', 301],
  ['/au/blog/category/payroll', '/au/blog', 301],
  ['/signup', '/get-started', 301],
  ['/gb/signup', '/gb/get-started', 301],
  ['/au/signup', '/au/get-started', 301],
];

export function redirects(): Block {
  return {
    component: 'redirects',
    rules: RULES.map(([from, to, status]) => ({ component: 'redirect_rule', from, to, status })),
  };
}
