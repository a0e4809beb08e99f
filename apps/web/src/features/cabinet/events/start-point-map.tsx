import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import classes from './events.module.css';

/** The map's tiles: configurable (VITE_MAP_TILE_URL), OpenStreetMap's by default. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A dot rather than Leaflet's image marker: no image files to resolve, and it shows without tiles. */
const START_ICON = divIcon({ className: classes.startMarker, iconSize: [18, 18], iconAnchor: [9, 9] });

type StartPointMapProps = {
  latitude: number;
  longitude: number;
  onMove: (latitude: number, longitude: number) => void;
};

const ClickToMove = ({ onMove }: Pick<StartPointMapProps, 'onMove'>) => {
  useMapEvents({ click: (event) => onMove(event.latlng.lat, event.latlng.lng) });
  return null;
};

/**
 * The start point on a map (react-leaflet, loaded only with the dialog): drag the marker or click
 * the map to move it. Without tiles (offline) the marker still moves and the fields beside it work.
 */
export const StartPointMap = ({ latitude, longitude, onMove }: StartPointMapProps) => (
  <MapContainer center={[latitude, longitude]} zoom={12} className={classes.map} attributionControl>
    <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap" />
    <Marker
      position={[latitude, longitude]}
      icon={START_ICON}
      draggable
      keyboard
      title="Точка старта"
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (
            event.target as { getLatLng: () => { lat: number; lng: number } }
          ).getLatLng();
          onMove(lat, lng);
        },
      }}
    />
    <ClickToMove onMove={onMove} />
  </MapContainer>
);

export default StartPointMap;
