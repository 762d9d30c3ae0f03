import Bowser from 'bowser';
import type { DeviceKind } from '../../../shared/contract/account-center.ts';

export interface DeviceLabel {
  /** Browser name and major version ('Chrome 126'), '' when the User-Agent does not say. */
  browser: string;
  os: string;
  device: DeviceKind;
}

const KINDS: readonly DeviceKind[] = ['mobile', 'tablet', 'desktop'];

/** What a stored User-Agent says of the device a session signed in from (bowser). */
export function deviceLabel(userAgent: string): DeviceLabel {
  if (!userAgent.trim()) return { browser: '', os: '', device: 'unknown' };
  const parser = Bowser.getParser(userAgent);
  const name = parser.getBrowserName();
  const major = (parser.getBrowserVersion() ?? '').split('.')[0] ?? '';
  const platform = parser.getPlatformType() as DeviceKind;
  return {
    browser: name ? `${name}${major ? ` ${major}` : ''}` : '',
    os: parser.getOSName(),
    device: KINDS.includes(platform) ? platform : 'unknown',
  };
}

/** An address with its last part hidden (IPv4 203.0.113.*, IPv6 the first four groups), enough to recognise a place. */
export function maskedAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 4).join(':')}:*`;
  return '';
}
