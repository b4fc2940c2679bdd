"""Costs (CR 118, 601.2f–h, 602.2b): their parts, paying them, and the effects that change them."""
