import { Button } from '@blueprintjs/core';
import { FlashIcon, MoonIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useStores } from '../app/stores.context';

/** Switches between the light and dark theme; the choice is remembered. */
export const ThemeToggle = observer(function ThemeToggle() {
  const { ui } = useStores();
  const label = ui.isDark ? 'Use light theme' : 'Use dark theme';
  return (
    <Button
      variant="minimal"
      icon={ui.isDark ? <FlashIcon /> : <MoonIcon />}
      aria-label={label}
      title={label}
      onClick={() => ui.toggleTheme()}
    />
  );
});
ThemeToggle.displayName = 'ThemeToggle';
