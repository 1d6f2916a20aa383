import { map } from 'nanostores';

/**
 * Rey's icons asked of the server on this page (`get_svg_icon`), by id: each icon is asked once,
 * however many placeholders show it. The value is the answer's SVG markup ('' when there is none).
 */
export const $svgIconRequests = map<Record<string, Promise<string>>>({});
