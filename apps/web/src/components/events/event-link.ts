/** An OpenStreetMap page centred on a start point. */
export const mapUrl = (point: { latitude: number; longitude: number }, zoom = 14): string => {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
};
