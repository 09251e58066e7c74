<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the participant list (Listing 1 of seed 003). Every name of a participant becomes the
  participant's placeholder; public figures (role="celebrity") and the system account keep theirs.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:template match="tei:particDesc//tei:person[not(teianon:is-unreplaced-person(.))]//tei:persName
                       [not(ancestor::tei:persName)][not(teianon:is-placeholder(string(.)))]">
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:value-of select="teianon:participant-placeholder(ancestor::tei:person[1])"/>
    </xsl:copy>
  </xsl:template>

</xsl:stylesheet>
