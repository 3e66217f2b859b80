"""Widgets: paint the game and route input to the controller; they hold no rules."""
