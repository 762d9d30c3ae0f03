/** The colour scheme control of both headers: follow the system, or always light or dark. */
export const themeZh = {
  'theme.switch': '外观',
  'theme.system': '跟随系统',
  'theme.light': '浅色',
  'theme.dark': '深色',
};

export const themeEn: Record<keyof typeof themeZh, string> = {
  'theme.switch': 'Appearance',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
};
