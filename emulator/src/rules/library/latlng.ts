/** latlng methods (latitude, longitude, distance) and `latlng.value`. */
import { RLatLng, type Result, type Value, err } from '../values.js';
import { type Method, check, notFound, toNumber } from './common.js';

const EARTH_RADIUS_M = 6_371_010;

const latlngMethods: Record<string, Method<RLatLng>> = {
  latitude: (p, a, n) => check(n, a) ?? p.lat,
  longitude: (p, a, n) => check(n, a) ?? p.lng,
  distance: (p, a, n) => {
    const bad = check(n, a, 'latlng');
    if (bad) return bad;
    const q = a[0] as RLatLng;
    const rad = Math.PI / 180;
    const dLat = (q.lat - p.lat) * rad;
    const dLng = (q.lng - p.lng) * rad;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
  },
};

/** Calls a method on a latlng. */
export function callLatLng(p: RLatLng, name: string, args: Value[]): Result {
  const m = latlngMethods[name];
  return m ? m(p, args, name) : notFound(name);
}

/** latlng.value(lat, lng). */
export function latlngNamespace(name: string, args: Value[]): Result {
  if (name !== 'value') return notFound(`latlng.${name}`);
  const bad = check('latlng.value', args, 'number', 'number');
  if (bad) return bad;
  const [lat, lng] = args.map(toNumber) as [number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return err('Invalid latlng: latitude must be within ±90 and longitude within ±180.');
  return new RLatLng(lat, lng);
}
