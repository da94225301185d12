// Buttons of requirements §5: types filled, outline, text, underline, icon; sizes sm, md, lg. The hover
// colour is one shade (10) darker (§9), done in CSS from the button's colour variables.
import { Icon } from './Icon';
import type { IconName } from './Icon.options';
import type { ButtonContent } from './Button.schema';
import type { ButtonType, ButtonSize } from './Button.options';

export type { ButtonContent };

export interface ButtonProps {
  text: string;
  href: string;
  type?: ButtonType;
  size?: ButtonSize;
  icon?: IconName | null;
}

export function Button({ text: label, href, type = 'filled', size = 'md', icon = null }: ButtonProps) {
  if (!href || !label) return null;
  const className = `button button--${type} button--${size}`;
  const external = /^https?:/i.test(href);
  const rel = external ? { rel: 'noopener noreferrer' } : {};
  if (type === 'icon') {
    // An icon button still has a name: the editor's text, read by assistive technology.
    return (
      <a className={className} href={href} aria-label={label} title={label} {...rel}>
        <Icon name={icon ?? 'arrow-right'} size={size === 'lg' ? 28 : size === 'sm' ? 18 : 22} />
      </a>
    );
  }
  return (
    <a className={className} href={href} {...rel}>
      <span>{label}</span>
      {icon ? <Icon name={icon} size={size === 'sm' ? 16 : 20} /> : null}
    </a>
  );
}

export function ButtonRow({ buttons }: { buttons: readonly ButtonContent[] }) {
  const shown = buttons.filter((button) => button.text && button.link);
  if (shown.length === 0) return null;
  return (
    <div className="button-row">
      {shown.map((button, index) => (
        <Button key={`${button.link}-${index}`} {...button} href={button.link} />
      ))}
    </div>
  );
}
