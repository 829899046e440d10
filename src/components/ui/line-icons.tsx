import { createElement, type SVGProps } from 'react';
import { LINE_SVG } from './line-svg';
import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  BadgeCheck as badgeCheck,
  CalendarDays as calendarDays,
  CheckCircle2 as checkCircle2,
  Clock as clock,
  ExternalLink as externalLink,
  Flame as flame,
  HandCoins as handCoins,
  Headset as headset,
  Leaf as leaf,
  Mail as mail,
  MapPin as mapPin,
  ParkingSquare as parkingSquare,
  Phone as phone,
  ShoppingBag as shoppingBag,
  Star as star,
  TrendingUp as trendingUp,
  UtensilsCrossed as utensilsCrossed,
  Wheat as wheat,
  Wifi as wifi,
  type IconNode,
} from 'lucide';

/**
 * The Lucide icons the public site draws on the server, as plain SVG from the icon set's data.
 * lucide-react's own icon component is a client component: each icon drawn with it, even on the
 * server, ships the icon library's code with the page, and the site's pages draw one or more.
 * These draw the same shapes with no script at all (client components use ./icons of the site
 * or lucide-react).
 */
function lineIcon(node: IconNode, name: string) {
  function LineIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width={24} height={24} {...LINE_SVG} {...props}>
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const ArrowLeft = lineIcon(arrowLeft, 'ArrowLeft');
export const ArrowRight = lineIcon(arrowRight, 'ArrowRight');
export const BadgeCheck = lineIcon(badgeCheck, 'BadgeCheck');
export const CalendarDays = lineIcon(calendarDays, 'CalendarDays');
export const CheckCircle2 = lineIcon(checkCircle2, 'CheckCircle2');
export const Clock = lineIcon(clock, 'Clock');
export const ExternalLink = lineIcon(externalLink, 'ExternalLink');
export const Flame = lineIcon(flame, 'Flame');
export const HandCoins = lineIcon(handCoins, 'HandCoins');
export const Headset = lineIcon(headset, 'Headset');
export const Leaf = lineIcon(leaf, 'Leaf');
export const Mail = lineIcon(mail, 'Mail');
export const MapPin = lineIcon(mapPin, 'MapPin');
export const ParkingSquare = lineIcon(parkingSquare, 'ParkingSquare');
export const Phone = lineIcon(phone, 'Phone');
export const ShoppingBag = lineIcon(shoppingBag, 'ShoppingBag');
export const Star = lineIcon(star, 'Star');
export const TrendingUp = lineIcon(trendingUp, 'TrendingUp');
export const UtensilsCrossed = lineIcon(utensilsCrossed, 'UtensilsCrossed');
export const Wheat = lineIcon(wheat, 'Wheat');
export const Wifi = lineIcon(wifi, 'Wifi');
