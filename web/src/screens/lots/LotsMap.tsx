import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export interface MapLot {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** A step for the graticule: about five lines across the shown span. */
function gridStep(span: number): number {
  const raw = Math.max(span, 1e-4) / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((k) => k * p).find((s) => s >= raw) ?? raw;
}

/**
 * The listed lots on a plain background with a lat/lng graticule: no tile server, because the
 * portal's CSP allows no map origin and a back office must not depend on one. Circle markers are
 * vectors, so no marker images either.
 */
export function LotsMap({ lots, label, onSelect }: { lots: MapLot[]; label: string; onSelect?(id: string): void }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const map = L.map(el.current, { zoomControl: true, attributionControl: false, keyboard: true });
    const points = lots.map((l) => L.latLng(l.lat, l.lng));
    const bounds = points.length ? L.latLngBounds(points).pad(0.2) : L.latLngBounds([35.6, 139.6], [35.75, 139.85]);
    map.fitBounds(bounds, { maxZoom: 16 });
    const drawn = L.layerGroup().addTo(map);
    const drawGrid = () => {
      drawn.clearLayers();
      const b = map.getBounds();
      const step = gridStep(Math.max(b.getNorth() - b.getSouth(), b.getEast() - b.getWest()));
      const digits = Math.max(0, -Math.floor(Math.log10(step)));
      for (let lat = Math.ceil(b.getSouth() / step) * step; lat <= b.getNorth(); lat += step) {
        L.polyline([[lat, b.getWest()], [lat, b.getEast()]], { color: '#b8c4d0', weight: 1, interactive: false })
          .bindTooltip(`${lat.toFixed(digits)}°`, { permanent: true, direction: 'right', className: 'lots-grid-label' })
          .addTo(drawn);
      }
      for (let lng = Math.ceil(b.getWest() / step) * step; lng <= b.getEast(); lng += step) {
        L.polyline([[b.getSouth(), lng], [b.getNorth(), lng]], { color: '#b8c4d0', weight: 1, interactive: false }).addTo(drawn);
      }
    };
    drawGrid();
    map.on('moveend', drawGrid);
    for (const lot of lots) {
      const marker = L.circleMarker([lot.lat, lot.lng], { radius: 8, color: '#0b5cad', fillColor: '#2f80d1', fillOpacity: 0.85, weight: 2 })
        .bindTooltip(lot.name)
        .addTo(map);
      if (onSelect) marker.on('click', () => onSelect(lot.id));
    }
    return () => {
      map.remove();
    };
  }, [lots, onSelect]);
  return <div ref={el} className="lots-map" role="region" aria-label={label} style={{ height: '22rem', background: '#f4f7fa', borderRadius: 6 }} />;
}

/** A lot's point, or the first vertex of its line or area; null when it has no geometry. */
export function lotPoint(geometry: unknown): { lat: number; lng: number } | null {
  const g = geometry as { shape_type?: string; point?: { lat: number; lng: number }; line?: { coordinates: number[][] }; area?: { coordinates: number[][][] } } | null;
  if (!g) return null;
  if (g.shape_type === 'point' && g.point) return g.point;
  const c = g.shape_type === 'line' ? g.line?.coordinates[0] : g.area?.coordinates[0]?.[0];
  return c && c.length >= 2 ? { lng: c[0]!, lat: c[1]! } : null;
}
