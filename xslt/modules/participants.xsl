<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the participant list (Listing 1 of seed 003). Every name of a participant becomes the
  participant's placeholder (in pseudonym mode the surrogate of that name); public figures (role="celebrity") and the system account keep theirs.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:template match="tei:particDesc//tei:person[not(teianon:is-unreplaced-person(.))]//tei:persName
                       [not(ancestor::tei:persName)][not(teianon:is-placeholder(string(.)))]">
    <xsl:variable name="person" as="element(tei:person)" select="ancestor::tei:person[1]"/>
    <xsl:variable name="replacement" as="xs:string" select="(
        if ($teianon:pseudonymising) then teianon:participant-surrogate($person, normalize-space(.)) else (),
        teianon:participant-placeholder($person))[1]"/>
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:sequence select="teianon:surrogate-mark(., $replacement)"/>
      <xsl:value-of select="$replacement"/>
    </xsl:copy>
  </xsl:template>

</xsl:stylesheet>
